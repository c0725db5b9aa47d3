// Every diagram's React Flow styles, then the product's corrections to them, in this order.
import '@xyflow/react/dist/style.css';
import './flow.css';
