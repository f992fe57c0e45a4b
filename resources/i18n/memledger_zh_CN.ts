<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Category</name>
    <message>
        <location filename="../../widgets/category_colors.cpp" line="37"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../widgets/category_colors.cpp" line="37"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../widgets/category_colors.cpp" line="38"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../widgets/category_colors.cpp" line="38"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../widgets/category_colors.cpp" line="39"/>
        <source>Temporaries</source>
        <translation>临时缓冲</translation>
    </message>
    <message>
        <location filename="../../widgets/category_colors.cpp" line="39"/>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../../widgets/category_colors.cpp" line="40"/>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
</context>
<context>
    <name>Compare</name>
    <message numerus="yes">
        <location filename="../../widgets/compare_panel.cpp" line="16"/>
        <source>%1 on %n× %2</source>
        <translation>
            <numerusform>%1，%n× %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message>
        <location filename="../../app/gui_options.cpp" line="13"/>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <location filename="../../app/gui_options.cpp" line="69"/>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
</context>
<context>
    <name>LedgerView</name>
    <message>
        <location filename="../../widgets/ledger_layout.cpp" line="75"/>
        <location filename="../../widgets/ledger_layout.cpp" line="154"/>
        <source>Stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_layout.cpp" line="93"/>
        <source>Host RAM</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_layout.cpp" line="93"/>
        <source>NVMe</source>
        <translation>NVMe</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_layout.cpp" line="129"/>
        <location filename="../../widgets/ledger_painter.cpp" line="40"/>
        <source>over capacity</source>
        <translation>超出容量</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_layout.cpp" line="155"/>
        <location filename="../../widgets/ledger_painter.cpp" line="100"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_layout.cpp" line="156"/>
        <location filename="../../widgets/ledger_layout.cpp" line="157"/>
        <location filename="../../widgets/ledger_painter.cpp" line="107"/>
        <source>+%1 over</source>
        <translation>超出 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_painter.cpp" line="119"/>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_painter.cpp" line="122"/>
        <source>usable %1</source>
        <translation>可用 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_painter.cpp" line="134"/>
        <source>Offloaded memory per node (each bar to its own capacity)</source>
        <translation>每节点卸载内存（各条按自身容量）</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_painter.cpp" line="173"/>
        <source>Invalid input: showing the last valid ledger</source>
        <translation>输入无效：显示上一份有效账本</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_painter.cpp" line="195"/>
        <source>GPU memory per rank at the peak instant, one bar per pipeline stage (★ worst)</source>
        <translation>峰值时刻每个 rank 的显存，每个流水线阶段一条（★ 最差）</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <location filename="../../widgets/planner_actions.cpp" line="11"/>
        <source>Apply planner layout</source>
        <translation>应用规划器布局</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_actions.cpp" line="19"/>
        <source>Load planner layout as B</source>
        <translation>将规划器布局载入为 B</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <location filename="../../widgets/scenario_file.cpp" line="75"/>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="76"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="77"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="80"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="81"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="83"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="84"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="85"/>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="86"/>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="87"/>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="88"/>
        <source>Head dim (0: auto)</source>
        <translation>头维度（0：自动）</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="89"/>
        <source>FFN size</source>
        <translation>FFN 维度</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="90"/>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="91"/>
        <source>Max positions</source>
        <translation>最大位置数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="92"/>
        <source>Block style</source>
        <translation>块结构</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="93"/>
        <source>MLP</source>
        <translation>MLP</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="94"/>
        <source>Norm</source>
        <translation>归一化</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="95"/>
        <source>Positions</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="96"/>
        <source>Tied embeddings</source>
        <translation>共享词嵌入</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="97"/>
        <source>Biases on linears</source>
        <translation>线性层偏置</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="98"/>
        <source>Q/K/V biases</source>
        <translation>Q/K/V 偏置</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="99"/>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="100"/>
        <source>Routed experts</source>
        <translation>路由专家数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="101"/>
        <source>Experts per token</source>
        <translation>每 token 专家数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="102"/>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="103"/>
        <source>Expert FFN size</source>
        <translation>专家 FFN 维度</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="104"/>
        <source>Leading dense layers</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="106"/>
        <source>Batch &amp; sequence</source>
        <translation>批次与序列</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="107"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="108"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="109"/>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="111"/>
        <source>Parallelism</source>
        <translation>并行</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="112"/>
        <source>Data parallel (DP)</source>
        <translation>数据并行 (DP)</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="113"/>
        <source>Tensor parallel (TP)</source>
        <translation>张量并行 (TP)</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="114"/>
        <source>Pipeline parallel (PP)</source>
        <translation>流水线并行 (PP)</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="115"/>
        <source>Virtual stages (VPP)</source>
        <translation>虚拟阶段 (VPP)</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="116"/>
        <source>Context parallel (CP)</source>
        <translation>上下文并行 (CP)</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="117"/>
        <source>Expert parallel (EP)</source>
        <translation>专家并行 (EP)</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="118"/>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="119"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="121"/>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="122"/>
        <source>Hybrid-shard group (0: node)</source>
        <translation>混合分片组（0：节点）</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="123"/>
        <source>Distributed optimizer</source>
        <translation>分布式优化器</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="125"/>
        <source>Memory optimizations</source>
        <translation>显存优化</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="126"/>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="127"/>
        <source>Recompute layers</source>
        <translation>重计算层数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="128"/>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="129"/>
        <source>Other kernels</source>
        <translation>其他内核</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="130"/>
        <source>LoRA rank (0: full)</source>
        <translation>LoRA 秩（0：全参）</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="131"/>
        <source>QLoRA (NF4 base)</source>
        <translation>QLoRA（NF4 基座）</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="132"/>
        <source>Double quantization</source>
        <translation>双重量化</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="133"/>
        <source>LoRA on attention only</source>
        <translation>仅注意力层 LoRA</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="135"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="136"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="137"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="138"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="139"/>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="141"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="142"/>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="142"/>
        <location filename="../../widgets/form_fields.cpp" line="144"/>
        <location filename="../../widgets/form_fields.cpp" line="146"/>
        <location filename="../../widgets/form_fields.cpp" line="147"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="143"/>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="144"/>
        <source>Host RAM per node</source>
        <translation>每节点主机内存</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="145"/>
        <source>NVMe per node</source>
        <translation>每节点 NVMe</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="145"/>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="146"/>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="147"/>
        <source>NCCL buffers</source>
        <translation>NCCL 缓冲</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="148"/>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="148"/>
        <location filename="../../widgets/form_fields.cpp" line="160"/>
        <location filename="../../widgets/form_fields.cpp" line="161"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="149"/>
        <source>HBM bandwidth</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="149"/>
        <source> TB/s</source>
        <translation> TB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="150"/>
        <source>BF16 peak</source>
        <translation>BF16 峰值</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="150"/>
        <location filename="../../widgets/form_fields.cpp" line="151"/>
        <source> TFLOPS</source>
        <translation> TFLOPS</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="151"/>
        <source>FP32 peak</source>
        <translation>FP32 峰值</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="152"/>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="153"/>
        <source>PCIe lanes</source>
        <translation>PCIe 通道数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="154"/>
        <source>NVLink bandwidth</source>
        <translation>NVLink 带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="154"/>
        <location filename="../../widgets/form_fields.cpp" line="155"/>
        <location filename="../../widgets/form_fields.cpp" line="156"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="155"/>
        <source>Inter-node bandwidth</source>
        <translation>节点间带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="156"/>
        <source>NVMe bandwidth</source>
        <translation>NVMe 带宽</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="159"/>
        <source>Step time (assumptions)</source>
        <translation>单步时间（假设）</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="160"/>
        <source>Compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="161"/>
        <source>Communication efficiency</source>
        <translation>通信效率</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="162"/>
        <source>Prefetch depth (layers)</source>
        <translation>预取深度（层）</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="163"/>
        <source>Overlap transfers with compute</source>
        <translation>传输与计算重叠</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="164"/>
        <source>Pinned host memory</source>
        <translation>锁页内存</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="165"/>
        <source>CPU optimizer threads</source>
        <translation>CPU 优化器线程数</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="166"/>
        <source>CPU Adam per thread</source>
        <translation>每线程 CPU Adam</translation>
    </message>
    <message>
        <location filename="../../widgets/form_fields.cpp" line="166"/>
        <source> M params/s</source>
        <translation> M 参数/s</translation>
    </message>
</context>
<context>
    <name>Sweep</name>
    <message>
        <location filename="../../widgets/sweep_knobs.cpp" line="11"/>
        <source>Sequence length (tokens)</source>
        <translation>序列长度（token）</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_knobs.cpp" line="12"/>
        <source>Micro-batch (sequences)</source>
        <translation>微批次（序列数）</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_knobs.cpp" line="13"/>
        <source>Data parallel (DP)</source>
        <translation>数据并行 (DP)</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_knobs.cpp" line="14"/>
        <source>Model (same layout)</source>
        <translation>模型（相同布局）</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="59"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="59"/>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="60"/>
        <source>PCIe H2D</source>
        <translation>PCIe H2D</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="60"/>
        <source>PCIe D2H</source>
        <translation>PCIe D2H</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="61"/>
        <source>CPU optimizer</source>
        <translation>CPU 优化器</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="61"/>
        <source>NVMe read</source>
        <translation>NVMe 读</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="62"/>
        <source>NVMe write</source>
        <translation>NVMe 写</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="70"/>
        <source>Forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="71"/>
        <source>Backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="72"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="73"/>
        <source>LM head and loss</source>
        <translation>LM head 与 loss</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="74"/>
        <source>LM head backward</source>
        <translation>LM head 反向</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="75"/>
        <source>Optimizer step (GPU)</source>
        <translation>优化器更新（GPU）</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="76"/>
        <source>TP collectives</source>
        <translation>TP 集合通信</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="77"/>
        <source>EP all-to-all</source>
        <translation>EP all-to-all</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="78"/>
        <source>Pipeline send</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="79"/>
        <source>All-gather</source>
        <translation>All-gather</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="80"/>
        <source>Reduce-scatter</source>
        <translation>Reduce-scatter</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="81"/>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="82"/>
        <source>Parameter upload</source>
        <translation>参数上传</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="83"/>
        <source>Updated parameters upload</source>
        <translation>更新后参数上传</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="84"/>
        <source>Gradient offload</source>
        <translation>梯度卸载</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="85"/>
        <source>Gradient upload</source>
        <translation>梯度上传</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="86"/>
        <source>Activation offload</source>
        <translation>激活卸载</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="87"/>
        <source>Activation upload</source>
        <translation>激活上传</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="88"/>
        <source>CPU Adam</source>
        <translation>CPU Adam</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="89"/>
        <source>Optimizer states read</source>
        <translation>优化器状态读取</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="90"/>
        <source>Optimizer states write</source>
        <translation>优化器状态写入</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="91"/>
        <source>Parameters read</source>
        <translation>参数读取</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="92"/>
        <source>Parameters write</source>
        <translation>参数写入</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="93"/>
        <source>Stall</source>
        <translation>停顿</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="94"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="104"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="106"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="107"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="112"/>
        <source>Step %1 · exposed transfers %2 · overlap %3 % · stalls %4 · bubble %5 · MFU %6 % · %7 tokens/s</source>
        <translation>单步 %1 · 暴露传输 %2 · 重叠 %3 % · 停顿 %4 · 气泡 %5 · MFU %6 % · %7 tokens/s</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="125"/>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2（%3）</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="128"/>
        <source>%1 at %2 GB/s</source>
        <translation>%1，%2 GB/s</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="131"/>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="133"/>
        <source>micro-batch %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="135"/>
        <source>waiting for: %1</source>
        <translation>等待：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_text.cpp" line="137"/>
        <source>waiting for another pipeline stage</source>
        <translation>等待其他流水线阶段</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_painter.cpp" line="18"/>
        <source>end of forward</source>
        <translation>前向结束</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_painter.cpp" line="19"/>
        <source>backward peak</source>
        <translation>反向峰值</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_painter.cpp" line="20"/>
        <source>optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_painter.cpp" line="38"/>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_painter.cpp" line="97"/>
        <source>L%1</source>
        <translation>L%1</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_painter.cpp" line="122"/>
        <source>allocated: peak %1 (ledger peak %2 at %3)
limit %4: %5 less context, NCCL, fragmentation</source>
        <translation>已分配：峰值 %1（账本峰值 %2，于%3）
上限 %4：%5 减去 CUDA 上下文、NCCL 与碎片</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_painter.cpp" line="143"/>
        <source>(pinned — click empty space to release)</source>
        <translation>（已固定 — 点击空白处释放）</translation>
    </message>
</context>
<context>
    <name>TriageText</name>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="20"/>
        <source>not simulated</source>
        <translation>未模拟</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="26"/>
        <source>%1%2 s per step (%1%3&#xa0;%)</source>
        <translation>每步 %1%2 s（%1%3&#xa0;%）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="43"/>
        <location filename="../../widgets/triage_text.cpp" line="126"/>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="43"/>
        <location filename="../../widgets/triage_text.cpp" line="127"/>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="44"/>
        <source>%1 of %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="69"/>
        <source>Branch: %1</source>
        <translation>分支：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="74"/>
        <source>Saves per GPU</source>
        <translation>单卡节省</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="75"/>
        <location filename="../../widgets/triage_text.cpp" line="134"/>
        <source>GPU memory after</source>
        <translation>调整后显存</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="76"/>
        <source>Time cost</source>
        <translation>时间代价</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="77"/>
        <location filename="../../widgets/triage_text.cpp" line="136"/>
        <source>Complexity</source>
        <translation>复杂度</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="77"/>
        <source>%1 of %2 — %3</source>
        <translation>%1 / %2 — %3</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="84"/>
        <location filename="../../widgets/triage_text.cpp" line="137"/>
        <source>Change</source>
        <translation>改动</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="85"/>
        <source>Why this branch?</source>
        <translation>为什么走这个分支？</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="89"/>
        <location filename="../../widgets/triage_text.cpp" line="138"/>
        <source>Why?</source>
        <translation>为什么？</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="89"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="96"/>
        <source>&lt;i&gt;No step accepted yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;尚未接受任何步骤。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="99"/>
        <source>&lt;li&gt;%1 — saves %2, %3&lt;/li&gt;</source>
        <translation>&lt;li&gt;%1 — 节省 %2，%3&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="108"/>
        <source>Outcome:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="110"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;Steps taken&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;已执行步骤&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="111"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;GPU memory before&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;调整前显存&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="113"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;GPU memory after&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;调整后显存&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="115"/>
        <source>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;Step time&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td style=&apos;white-space:nowrap&apos;&gt;&lt;b&gt;单步时间&lt;/b&gt;&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="123"/>
        <source>OOM triage</source>
        <translation>OOM 排障</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="124"/>
        <source>Before</source>
        <translation>调整前</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="125"/>
        <source>After</source>
        <translation>调整后</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="128"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="129"/>
        <source>Diagnosis</source>
        <translation>诊断</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="130"/>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="131"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="132"/>
        <source>Branch</source>
        <translation>分支</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="133"/>
        <source>Saved per GPU</source>
        <translation>单卡节省</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="135"/>
        <source>Time added per step</source>
        <translation>每步增加时间</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="139"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="140"/>
        <source>Why this branch</source>
        <translation>为什么走这个分支</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="141"/>
        <source>Considered and passed over</source>
        <translation>已考虑但未采用</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="142"/>
        <source>Cost model</source>
        <translation>代价模型</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="143"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="144"/>
        <source>Stopped after the step limit.</source>
        <translation>已达步数上限，停止。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="145"/>
        <source>The GPU fits, but host RAM or NVMe overflows: GPU triage cannot help.</source>
        <translation>显存装得下，但主机内存或 NVMe 溢出：显存排障无济于事。</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_text.cpp" line="146"/>
        <source>The scenario is not valid</source>
        <translation>场景无效</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../widgets/byte_format.cpp" line="16"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../widgets/byte_format.cpp" line="17"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location filename="../../widgets/byte_format.cpp" line="25"/>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <location filename="../../widgets/byte_format.cpp" line="26"/>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <location filename="../../widgets/byte_format.cpp" line="27"/>
        <location filename="../../widgets/byte_format.cpp" line="29"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../widgets/byte_format.cpp" line="34"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
</context>
<context>
    <name>memledger::gui::MainWindow</name>
    <message>
        <location filename="../../app/main_window.cpp" line="46"/>
        <source>Activations (per tensor, one layer)</source>
        <translation>激活（逐张量，单层）</translation>
    </message>
    <message>
        <location filename="../../app/main_window.cpp" line="48"/>
        <source>Timeline (one step)</source>
        <translation>时间线（单步）</translation>
    </message>
    <message>
        <location filename="../../app/main_window.cpp" line="70"/>
        <source>Controls</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../app/main_window.cpp" line="75"/>
        <source>Formula inspector</source>
        <translation>公式检查器</translation>
    </message>
    <message>
        <location filename="../../app/main_window.cpp" line="82"/>
        <source>OOM triage</source>
        <translation>OOM 排障</translation>
    </message>
    <message>
        <location filename="../../app/main_window_explore.cpp" line="24"/>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location filename="../../app/main_window_explore.cpp" line="25"/>
        <source>Fit map</source>
        <translation>容量图</translation>
    </message>
    <message>
        <location filename="../../app/main_window_explore.cpp" line="26"/>
        <source>A/B compare</source>
        <translation>A/B 对比</translation>
    </message>
    <message>
        <location filename="../../app/main_window_explore.cpp" line="28"/>
        <source>Planner: what fits</source>
        <translation>规划器：哪些能装下</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="24"/>
        <source>MemLedger scenario (*.memledger.json);;JSON (*.json)</source>
        <translation>MemLedger 场景 (*.memledger.json);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="30"/>
        <source>New scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="37"/>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="47"/>
        <source>Cannot open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="50"/>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="65"/>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="77"/>
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="91"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="91"/>
        <source>Save the changes to this scenario?</source>
        <translation>保存对此场景的更改？</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="106"/>
        <source>Cannot load preset</source>
        <translation>无法加载预设</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="110"/>
        <source>Load preset %1</source>
        <translation>加载预设 %1</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="136"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../app/main_window_files.cpp" line="137"/>
        <source>%1[*] — MemLedger</source>
        <translation>%1[*] — MemLedger</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="18"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="19"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="20"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="21"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="22"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="23"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="25"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="27"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="28"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="30"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="35"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="36"/>
        <source>Decimal units (GB)</source>
        <translation>十进制单位 (GB)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="38"/>
        <source>Show bytes in GB (10⁹) instead of GiB (2³⁰)</source>
        <translation>以 GB (10⁹) 而非 GiB (2³⁰) 显示字节数</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="44"/>
        <source>OOM &amp;triage wizard</source>
        <translation>OOM 排障向导(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="45"/>
        <source>Diagnose an out-of-memory job and walk the fixes in order, on the live ledger</source>
        <translation>诊断显存溢出 (OOM) 的任务，在实时账本上按顺序逐步尝试修复</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="48"/>
        <source>&amp;Presets</source>
        <translation>预设(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="50"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="51"/>
        <source>&amp;About MemLedger</source>
        <translation>关于 MemLedger(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="52"/>
        <source>About MemLedger</source>
        <translation>关于 MemLedger</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="53"/>
        <source>MemLedger explains where the GPU memory of a training step goes: every figure comes with its formula and its source.</source>
        <translation>MemLedger 解释训练单步中的显存都去了哪里：每个数字都附有公式和出处。</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="57"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../../app/main_window_menus.cpp" line="72"/>
        <source>No scenario presets found</source>
        <translation>未找到场景预设</translation>
    </message>
    <message>
        <location filename="../../app/main_window_state.cpp" line="59"/>
        <source>Recover unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <location filename="../../app/main_window_state.cpp" line="60"/>
        <source>MemLedger did not close normally. Restore the scenario it autosaved?</source>
        <translation>MemLedger 上次未正常关闭。要恢复自动保存的场景吗？</translation>
    </message>
    <message>
        <location filename="../../app/main_window_state.cpp" line="63"/>
        <source>Recover autosave</source>
        <translation>恢复自动保存</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ActivationTable</name>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="26"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="34"/>
        <source>Dense layer</source>
        <translation>稠密层</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="35"/>
        <source>MoE layer</source>
        <translation>MoE 层</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="39"/>
        <source>Saved by</source>
        <translation>保存算子</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="39"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="39"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="39"/>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="40"/>
        <source>Selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="40"/>
        <source>Shape (this rank)</source>
        <translation>形状（本 rank）</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="40"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="75"/>
        <source>What &lt;b&gt;one layer&lt;/b&gt; saves for backward, per micro-batch on one rank: &lt;b&gt;%1&lt;/b&gt;. Selective recomputation drops the attention core (&lt;b&gt;%2&lt;/b&gt;, marked); full recomputation keeps only the layer input (&lt;b&gt;%3&lt;/b&gt;).</source>
        <translation>&lt;b&gt;单层&lt;/b&gt;为反向保存的激活（单 rank、每个微批次）：&lt;b&gt;%1&lt;/b&gt;。选择性重计算丢弃注意力核心（&lt;b&gt;%2&lt;/b&gt;，已标记）；完全重计算只保留层输入（&lt;b&gt;%3&lt;/b&gt;）。</translation>
    </message>
    <message>
        <location filename="../../widgets/activation_table.cpp" line="85"/>
        <source>✂ dropped, recomputed</source>
        <translation>✂ 丢弃，重计算</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::CompareChart</name>
    <message>
        <location filename="../../widgets/compare_chart.cpp" line="91"/>
        <source>A (pinned)</source>
        <translation>A（已固定）</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_chart.cpp" line="95"/>
        <source>B (live scenario)</source>
        <translation>B（当前场景）</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_chart.cpp" line="104"/>
        <source>By category (worst stage, at its peak)</source>
        <translation>按类别（最差阶段，峰值时刻）</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_chart.cpp" line="105"/>
        <source>Term by term: A → B</source>
        <translation>逐项：A → B</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_chart.cpp" line="109"/>
        <source>axis from %1</source>
        <translation>坐标轴起点 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_chart.cpp" line="167"/>
        <source>A total</source>
        <translation>A 合计</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_chart.cpp" line="168"/>
        <source>B total</source>
        <translation>B 合计</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_chart.cpp" line="169"/>
        <source>other terms</source>
        <translation>其他项</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ComparePanel</name>
    <message>
        <location filename="../../widgets/compare_panel.cpp"/>
        <source>Simulated step: A %1 s, B %2 s</source>
        <translation>模拟步时：A %1 秒，B %2 秒</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_panel.cpp" line="43"/>
        <source>Pin current as A</source>
        <translation>将当前固定为 A</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_panel.cpp" line="44"/>
        <source>Keep the current scenario as A; your next edits become B</source>
        <translation>将当前场景保留为 A；之后的修改成为 B</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_panel.cpp" line="45"/>
        <source>Clear A</source>
        <translation>清除 A</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_panel.cpp" line="102"/>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_panel.cpp" line="102"/>
        <source>Nothing pinned</source>
        <translation>未固定任何场景</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_panel.cpp" line="105"/>
        <source>Pin the current scenario as A, then keep editing: the live scenario is B, and this tab shows what changed, category by category and term by term.</source>
        <translation>将当前场景固定为 A，然后继续编辑：当前场景即为 B，此页按类别、逐项显示变化。</translation>
    </message>
    <message>
        <location filename="../../widgets/compare_panel.cpp" line="113"/>
        <source>B is invalid: comparing with its last valid estimate. %1</source>
        <translation>B 无效：使用其上一次有效估算进行对比。%1</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::FormulaInspector</name>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="21"/>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="22"/>
        <source>estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="23"/>
        <source>assumed</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="33"/>
        <source>Term</source>
        <translation>项</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="33"/>
        <location filename="../../widgets/formula_inspector_details.cpp" line="72"/>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="33"/>
        <location filename="../../widgets/formula_inspector_details.cpp" line="74"/>
        <source>Provenance</source>
        <translation>依据</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="33"/>
        <location filename="../../widgets/formula_inspector_details.cpp" line="75"/>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="33"/>
        <location filename="../../widgets/formula_inspector_details.cpp" line="76"/>
        <source>With values</source>
        <translation>代入数值</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="33"/>
        <location filename="../../widgets/formula_inspector_details.cpp" line="83"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="34"/>
        <location filename="../../widgets/formula_inspector_details.cpp" line="85"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="105"/>
        <source>Stage %1%2 · %3 · %4 layers</source>
        <translation>阶段 %1%2 · %3 · %4 层</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="105"/>
        <source> ★ worst</source>
        <translation> ★ 最差</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="110"/>
        <source>Host RAM per node · %1</source>
        <translation>每节点主机内存 · %1</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector.cpp" line="112"/>
        <source>NVMe per node · %1</source>
        <translation>每节点 NVMe · %1</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector_details.cpp" line="21"/>
        <source>forward</source>
        <translation>前向</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector_details.cpp" line="23"/>
        <source>backward</source>
        <translation>反向</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector_details.cpp" line="25"/>
        <location filename="../../widgets/formula_inspector_details.cpp" line="34"/>
        <source>optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector_details.cpp" line="32"/>
        <source>end of forward</source>
        <translation>前向结束</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector_details.cpp" line="33"/>
        <source>backward peak</source>
        <translation>反向峰值</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector_details.cpp" line="48"/>
        <source>Not live at the peak (%1)</source>
        <translation>峰值时刻（%1）不驻留</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector_details.cpp" line="49"/>
        <source>The ledger shows each stage at its peak instant, so this term has no segment there.</source>
        <translation>账本显示每个阶段在峰值时刻的占用，因此该项在其中没有对应色段。</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector_details.cpp" line="81"/>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector_details.cpp" line="82"/>
        <source>Live at</source>
        <translation>存活于</translation>
    </message>
    <message>
        <location filename="../../widgets/formula_inspector_details.cpp" line="86"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::HeadlineStrip</name>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="16"/>
        <source>end of forward</source>
        <translation>前向结束</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="17"/>
        <source>backward peak</source>
        <translation>反向峰值</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="18"/>
        <source>optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="26"/>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="60"/>
        <source>✖ Invalid layout</source>
        <translation>✖ 布局无效</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="66"/>
        <source>&lt;br&gt;&lt;i&gt;The ledger below is the last valid one.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;下方显示的是上一份有效账本。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="79"/>
        <source>✔ Fits</source>
        <translation>✔ 装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="79"/>
        <source>✖ Does not fit</source>
        <translation>✖ 装不下</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="81"/>
        <source>headroom &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>余量 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="82"/>
        <source>&lt;b&gt;%1 over&lt;/b&gt;</source>
        <translation>&lt;b&gt;超出 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="83"/>
        <source>peak per GPU &lt;b&gt;%1&lt;/b&gt; of %2 (stage %3, %4) · %5&lt;br&gt;tokens per step &lt;b&gt;%6&lt;/b&gt; · global batch &lt;b&gt;%7&lt;/b&gt; · %8 · %9</source>
        <translation>单卡峰值 &lt;b&gt;%1&lt;/b&gt; / %2（阶段 %3，%4）· %5&lt;br&gt;每步 token 数 &lt;b&gt;%6&lt;/b&gt; · 全局批次 &lt;b&gt;%7&lt;/b&gt; · %8 · %9</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="89"/>
        <source>1 GPU</source>
        <translation>1 张 GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="89"/>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="92"/>
        <source> · host RAM %1 of %2 per node</source>
        <translation> · 每节点主机内存 %1 / %2</translation>
    </message>
    <message>
        <location filename="../../widgets/headline_strip.cpp" line="94"/>
        <source> · NVMe %1 of %2</source>
        <translation> · NVMe %1 / %2</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::HeatMapChart</name>
    <message>
        <location filename="../../widgets/heatmap_chart.cpp" line="83"/>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_chart.cpp" line="83"/>
        <source>out of memory</source>
        <translation>显存溢出</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_chart.cpp" line="83"/>
        <location filename="../../widgets/heatmap_chart.cpp" line="104"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_chart.cpp" line="95"/>
        <source>fit boundary (largest %1 that fits)</source>
        <translation>容量边界（能装下的最大 %1）</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_chart.cpp" line="140"/>
        <source>invalid: %1</source>
        <translation>无效：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_chart.cpp" line="141"/>
        <source>fits: %1 per GPU</source>
        <translation>装得下：单卡 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_chart.cpp" line="142"/>
        <source>out of memory: %1 per GPU</source>
        <translation>显存溢出：单卡 %1</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::HeatMapPanel</name>
    <message>
        <location filename="../../widgets/heatmap_panel.cpp" line="36"/>
        <source>Fits per GPU? Across</source>
        <translation>单卡能否装下？横轴</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_panel.cpp" line="38"/>
        <source>and up</source>
        <translation>纵轴</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_panel.cpp" line="98"/>
        <source>stale</source>
        <translation>已过期</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_panel.cpp" line="98"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_panel.cpp" line="99"/>
        <source>The scenario is invalid: showing the last map</source>
        <translation>场景无效：显示上一张图</translation>
    </message>
    <message>
        <location filename="../../widgets/heatmap_panel.cpp" line="100"/>
        <source>%1 × %2 cells, computed in %3 ms</source>
        <translation>%1 × %2 个格子，耗时 %3 ms</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::LedgerView</name>
    <message>
        <location filename="../../widgets/ledger_view.cpp" line="81"/>
        <source>No valid ledger yet: fix the marked inputs.</source>
        <translation>尚无有效账本：请修正标记的输入。</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_view.cpp" line="108"/>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2&lt;br&gt;%3 (%4) · %5% of %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2&lt;br&gt;%3（%4）· 占 %6 的 %5%</translation>
    </message>
    <message>
        <location filename="../../widgets/ledger_view.cpp" line="113"/>
        <source>&lt;hr&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;br&gt;= &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;i&gt;click to inspect&lt;/i&gt;</source>
        <translation>&lt;hr&gt;&lt;b&gt;%1&lt;/b&gt;：%2&lt;br&gt;&lt;code&gt;%3&lt;/code&gt;&lt;br&gt;= &lt;code&gt;%4&lt;/code&gt;&lt;br&gt;&lt;i&gt;点击查看详情&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::PlannerPanel</name>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="26"/>
        <source>Pick a model, a GPU and a GPU count, then find the layouts that fit.</source>
        <translation>选择模型、GPU 型号和 GPU 数量，然后查找能装下的布局。</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="49"/>
        <source>from the scenario</source>
        <translation>取自场景</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="53"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="54"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="55"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="56"/>
        <source>Global batch (sequences)</source>
        <translation>全局批次（序列数）</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="57"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="58"/>
        <location filename="../../widgets/planner_panel.cpp" line="153"/>
        <source>Find layouts that fit</source>
        <translation>查找能装下的布局</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="74"/>
        <source>Load as B (compare)</source>
        <translation>载入为 B（对比）</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="75"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="76"/>
        <source>Replace the scenario with this layout (undoable)</source>
        <translation>用此布局替换场景（可撤销）</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="130"/>
        <source>Searching…</source>
        <translation>搜索中…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/planner_panel.cpp" line="138"/>
        <source>%n layout(s) on the Pareto front</source>
        <translation>
            <numerusform>Pareto 前沿上有 %n 个布局</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="140"/>
        <source>%1 evaluated, %2 fit, %3 ms, ranked by %4</source>
        <translation>已评估 %1 个，%2 个能装下，%3 ms，排序依据：%4</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_panel.cpp" line="153"/>
        <source>Searching… (click to restart)</source>
        <translation>搜索中…（点击重新开始）</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::PlannerTable</name>
    <message>
        <location filename="../../widgets/planner_table.cpp"/>
        <source>Step</source>
        <translation>步时</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp"/>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp"/>
        <source>Tokens/s</source>
        <translation>tokens/秒</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="14"/>
        <source>optimizer + params → %1</source>
        <translation>优化器 + 参数 → %1</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="16"/>
        <source>optimizer → %1</source>
        <translation>优化器 → %1</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="17"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="92"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="92"/>
        <source>DP</source>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="92"/>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="92"/>
        <source>PP</source>
        <translation>PP</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="93"/>
        <source>VPP</source>
        <translation>VPP</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="93"/>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="93"/>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="93"/>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="94"/>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="94"/>
        <source>Accum.</source>
        <translation>累积</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="94"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="94"/>
        <source>Memory/GPU</source>
        <translation>单卡显存</translation>
    </message>
    <message>
        <location filename="../../widgets/planner_table.cpp" line="95"/>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::ScenarioForm</name>
    <message>
        <location filename="../../widgets/scenario_form.cpp" line="80"/>
        <source>Architecture (from the model; edit to override)</source>
        <translation>架构（取自模型；可编辑覆盖）</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form.cpp" line="118"/>
        <source>Change %1</source>
        <translation>修改 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="32"/>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="103"/>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="163"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="36"/>
        <source>Import config.json…</source>
        <translation>导入 config.json…</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="37"/>
        <source>Read the architecture from a Hugging Face config.json</source>
        <translation>从 Hugging Face config.json 读取架构</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="39"/>
        <source>Import Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="40"/>
        <source>Model config (*.json)</source>
        <translation>模型配置 (*.json)</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="43"/>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="48"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="52"/>
        <source>Other sizes of the same model family</source>
        <translation>同一模型系列的其他规模</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="57"/>
        <source>Size in family</source>
        <translation>系列规模</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="66"/>
        <source>Choose model %1</source>
        <translation>选择模型 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="91"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="109"/>
        <source>Choose GPU %1</source>
        <translation>选择 GPU %1</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="112"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="120"/>
        <source>uniform (e.g. 19,20,20,21)</source>
        <translation>均匀（例如 19,20,20,21）</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="125"/>
        <source>Change layers per stage</source>
        <translation>修改每阶段层数</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="128"/>
        <source>Layers per stage</source>
        <translation>每阶段层数</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="131"/>
        <source>GPUs in the job</source>
        <translation>任务 GPU 数</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="155"/>
        <source>%1 B params</source>
        <translation>%1 B 参数</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="155"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="163"/>
        <source>Custom: %1</source>
        <translation>自定义：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/scenario_form_pickers.cpp" line="174"/>
        <source>%1 = DP %2 × TP %3 × PP %4 × CP %5</source>
        <translation>%1 = DP %2 × TP %3 × PP %4 × CP %5</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::SweepChart</name>
    <message>
        <location filename="../../widgets/sweep_chart.cpp" line="64"/>
        <source>No valid scenario to sweep yet</source>
        <translation>尚无可扫描的有效场景</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_chart.cpp" line="106"/>
        <source>first out-of-memory point: %1</source>
        <translation>首个显存溢出点：%1</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_chart.cpp" line="127"/>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_chart.cpp" line="149"/>
        <source>capacity %1</source>
        <translation>容量 %1</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_chart.cpp" line="171"/>
        <source>%1: invalid (%2)</source>
        <translation>%1：无效（%2）</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_chart.cpp" line="172"/>
        <source>%1: %2 per GPU, %3</source>
        <translation>%1：单卡 %2，%3</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_chart.cpp" line="173"/>
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_chart.cpp" line="173"/>
        <source>out of memory</source>
        <translation>显存溢出</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::SweepPanel</name>
    <message>
        <location filename="../../widgets/sweep_panel.cpp" line="39"/>
        <source>The sweep doubles from the first value up to the last</source>
        <translation>扫描从起始值开始逐次翻倍，直到结束值</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_panel.cpp" line="47"/>
        <source>Memory per GPU against</source>
        <translation>单卡显存随</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_panel.cpp" line="49"/>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_panel.cpp" line="51"/>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_panel.cpp" line="130"/>
        <source>stale</source>
        <translation>已过期</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_panel.cpp" line="130"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../../widgets/sweep_panel.cpp" line="131"/>
        <source>The scenario is invalid: showing the last sweep</source>
        <translation>场景无效：显示上一次扫描</translation>
    </message>
    <message numerus="yes">
        <location filename="../../widgets/sweep_panel.cpp" line="132"/>
        <source>%n point(s), computed in %1 ms</source>
        <translation>
            <numerusform>%n 个点，耗时 %1 ms</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TimelineView</name>
    <message>
        <location filename="../../widgets/timeline_view.cpp" line="27"/>
        <source>Ctrl+wheel or W/S: zoom · A/D or drag: pan · F: fit · click: pin a span</source>
        <translation>Ctrl+滚轮或 W/S：缩放 · A/D 或拖动：平移 · F：适应窗口 · 点击：固定区段</translation>
    </message>
    <message>
        <location filename="../../widgets/timeline_view.cpp" line="66"/>
        <source>No timeline yet: fix the marked inputs.</source>
        <translation>尚无时间线：请修正标记的输入。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TriageAutoView</name>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="52"/>
        <source>Path so far</source>
        <translation>当前路径</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="54"/>
        <source>Diagnosis of the original job (answered by the engine)</source>
        <translation>原始任务的诊断（由引擎给出）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="62"/>
        <source>What this job allows</source>
        <translation>此任务允许的调整</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="64"/>
        <source>LoRA / QLoRA allowed</source>
        <translation>允许 LoRA / QLoRA</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="65"/>
        <source>The task tolerates a parameter-efficient fine-tune instead of a full one</source>
        <translation>任务可以接受参数高效微调而非全参微调</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="66"/>
        <source>Shorter sequences allowed</source>
        <translation>允许缩短序列</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="67"/>
        <source>Halving the sequence length changes the data the model sees</source>
        <translation>序列长度减半会改变模型看到的数据</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="68"/>
        <source>Offload to CPU RAM / NVMe allowed</source>
        <translation>允许卸载到 CPU 内存 / NVMe</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="70"/>
        <source>FlashAttention available</source>
        <translation>可用 FlashAttention</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="74"/>
        <source>as configured</source>
        <translation>按当前配置</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="77"/>
        <source>GPUs available:</source>
        <translation>可用 GPU 数：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="78"/>
        <source>Start / restart the walk</source>
        <translation>开始 / 重新开始</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="91"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="92"/>
        <source>Keep this change (it is already shown on the ledger)</source>
        <translation>保留此改动（已显示在账本上）</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="93"/>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="94"/>
        <source>Take this change back and try the next option</source>
        <translation>撤回此改动，尝试下一个选项</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="95"/>
        <source>Undo last accepted</source>
        <translation>撤销上一次接受</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="104"/>
        <source>Proposed step — previewed on the ledger</source>
        <translation>建议步骤 — 已在账本上预览</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="114"/>
        <source>Copy summary as Markdown</source>
        <translation>复制摘要为 Markdown</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="116"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="153"/>
        <source>&lt;i&gt;The scenario was edited outside the wizard; start the walk again from it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;场景已在向导之外被修改；请从当前场景重新开始。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="155"/>
        <source>&lt;i&gt;Start the walk: the engine diagnoses the current scenario and proposes one step at a time, in the order of the seeds.&lt;/i&gt;</source>
        <translation>&lt;i&gt;开始排障：引擎诊断当前场景，并按种子顺序每次建议一个步骤。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="158"/>
        <source>&lt;b&gt;The walk is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;排障已结束。&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_auto_view.cpp" line="159"/>
        <source>Step %1: accept it, skip it, or undo the last accepted one.</source>
        <translation>步骤 %1：接受、跳过，或撤销上一次接受的步骤。</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TriageController</name>
    <message>
        <location filename="../../widgets/triage_controller.cpp" line="107"/>
        <source>Triage: %1</source>
        <translation>排障：%1</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TriageGuidedView</name>
    <message>
        <location filename="../../widgets/triage_guided_view.cpp" line="27"/>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_guided_view.cpp" line="30"/>
        <source>&lt;i&gt;Answer the questions about your real job; the wizard points to what to try, in order.&lt;/i&gt;</source>
        <translation>&lt;i&gt;回答关于实际任务的问题；向导会按顺序指出应尝试的措施。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_guided_view.cpp" line="32"/>
        <source>Start over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_guided_view.cpp" line="99"/>
        <source>%1 &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;</source>
        <translation>%1 &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_guided_view.cpp" line="102"/>
        <source>Tried: &lt;b&gt;%1&lt;/b&gt;&lt;br&gt;</source>
        <translation>已尝试：&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_guided_view.cpp" line="112"/>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt; — complexity %2/%3&lt;br&gt;%4&lt;br&gt;&lt;i style=&apos;color:#555&apos;&gt;%5&lt;/i&gt;&lt;/li&gt;</source>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt; — 复杂度 %2/%3&lt;br&gt;%4&lt;br&gt;&lt;i style=&apos;color:#555&apos;&gt;%5&lt;/i&gt;&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_guided_view.cpp" line="158"/>
        <source>Not enough — what next?</source>
        <translation>还不够 — 下一步？</translation>
    </message>
</context>
<context>
    <name>memledger::widgets::TriagePanel</name>
    <message>
        <location filename="../../widgets/triage_panel.cpp" line="46"/>
        <source>Advice language:</source>
        <translation>建议语言：</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_panel.cpp" line="49"/>
        <source>Auto: walk this scenario</source>
        <translation>自动：排查当前场景</translation>
    </message>
    <message>
        <location filename="../../widgets/triage_panel.cpp" line="50"/>
        <source>Guided: my real job</source>
        <translation>引导：我的实际任务</translation>
    </message>
</context>
</TS>
