<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Application</name>
    <message>
        <source>TrainPlan: plans GPU memory, time and cost of training jobs.</source>
        <translation>TrainPlan：规划训练任务的显存、时间和费用。</translation>
    </message>
    <message>
        <source>User interface language: en or zh_CN.</source>
        <translation>界面语言：en 或 zh_CN。</translation>
    </message>
    <message>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>标签页</translation>
    </message>
    <message>
        <source>Start a plan from the scenario preset &lt;id&gt; (custom: a custom job) and show its results.</source>
        <translation>从场景预设 &lt;id&gt; 新建规划并显示结果（custom 表示自定义任务）。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>A .trainplan file to open.</source>
        <translation>要打开的 .trainplan 文件。</translation>
    </message>
    <message>
        <source>[plan]</source>
        <translation>[规划文件]</translation>
    </message>
    <message>
        <source>Open on a tab: plan, estimate, gpus, instances, prices, storage, billing or measurements.</source>
        <translation>打开指定标签页：plan、estimate、gpus、instances、prices、storage、billing 或 measurements。</translation>
    </message>
</context>
<context>
    <name>ArchitectureEditor</name>
    <message>
        <source>Transformer</source>
        <translation>Transformer</translation>
    </message>
    <message>
        <source>Vision (convolutional)</source>
        <translation>视觉（卷积网络）</translation>
    </message>
    <message>
        <source>Transformer: language models, BERT, ViT. Vision: convolutional networks such as ResNet or YOLO, sized by the compute of one forward pass.</source>
        <translation>Transformer：语言模型、BERT、ViT。视觉：ResNet、YOLO 等卷积网络，按一次前向传播的计算量衡量规模。</translation>
    </message>
    <message>
        <source>Decoder (GPT, Llama)</source>
        <translation>解码器（GPT、Llama）</translation>
    </message>
    <message>
        <source>Encoder (BERT)</source>
        <translation>编码器（BERT）</translation>
    </message>
    <message>
        <source>Encoder-decoder (T5)</source>
        <translation>编码器-解码器（T5）</translation>
    </message>
    <message>
        <source>Which stacks of layers the tokens pass through: a decoder only (GPT, Llama), an encoder only (BERT) or both (T5).</source>
        <translation>token 经过哪些层堆栈：仅解码器（GPT、Llama）、仅编码器（BERT），或两者都有（T5）。</translation>
    </message>
    <message>
        <source>larger than any model trained so far.</source>
        <translation>比迄今训练过的任何模型都大。</translation>
    </message>
    <message>
        <source>Parameters of the whole model, e.g. 7B or 8.03e9.</source>
        <translation>整个模型的参数量，例如 7B 或 8.03e9。</translation>
    </message>
    <message>
        <source>Transformer blocks stacked in the model (32 in Llama 3 8B).</source>
        <translation>模型中堆叠的 Transformer 块数（Llama 3 8B 为 32）。</translation>
    </message>
    <message>
        <source>Width of the model: the length of each token&apos;s vector (4,096 in Llama 3 8B).</source>
        <translation>模型宽度：每个 token 向量的长度（Llama 3 8B 为 4,096）。</translation>
    </message>
    <message>
        <source>Attention heads in each layer (32 in Llama 3 8B).</source>
        <translation>每层的注意力头数（Llama 3 8B 为 32）。</translation>
    </message>
    <message>
        <source>= attention heads</source>
        <translation>= 注意力头数</translation>
    </message>
    <message>
        <source>Key/value heads of grouped-query attention (8 in Llama 3 8B); empty for ordinary multi-head attention.</source>
        <translation>分组查询注意力（GQA）的键值头数（Llama 3 8B 为 8）；普通多头注意力留空。</translation>
    </message>
    <message>
        <source>= 4 × hidden size</source>
        <translation>= 4 × 隐藏层维度</translation>
    </message>
    <message>
        <source>Width of the feed-forward block in each layer (14,336 in Llama 3 8B). Empty: four times the hidden size.</source>
        <translation>每层前馈网络（FFN）的宽度（Llama 3 8B 为 14,336）。留空：隐藏层维度的四倍。</translation>
    </message>
    <message>
        <source>32,000</source>
        <translation>32,000</translation>
    </message>
    <message>
        <source>Tokens the tokenizer knows (128,256 in Llama 3); sizes the embedding and output layers. Empty: 32,000.</source>
        <translation>分词器词表中的 token 数（Llama 3 为 128,256），决定嵌入层和输出层的大小。留空：32,000。</translation>
    </message>
    <message>
        <source>= hidden size ÷ heads</source>
        <translation>= 隐藏维度 ÷ 注意力头数</translation>
    </message>
    <message>
        <source>Width of one attention head when it is not the hidden size divided by the heads (128 in Qwen3). Empty: hidden size ÷ heads.</source>
        <translation>单个注意力头的宽度，用于它不等于隐藏维度除以头数的模型（Qwen3 为 128）。留空：隐藏维度 ÷ 头数。</translation>
    </message>
    <message>
        <source>dense model</source>
        <translation>稠密模型</translation>
    </message>
    <message>
        <source>Routed experts in each mixture-of-experts layer (128 in Qwen3-30B-A3B, 8 in Mixtral 8x7B). Empty: a dense model.</source>
        <translation>每个混合专家（MoE）层中的路由专家数（Qwen3-30B-A3B 为 128，Mixtral 8x7B 为 8）。留空：稠密模型。</translation>
    </message>
    <message>
        <source>Experts each token is routed to (top-k): 8 in Qwen3-30B-A3B, 2 in Mixtral.</source>
        <translation>每个 token 路由到的专家数（top-k）：Qwen3-30B-A3B 为 8，Mixtral 为 2。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Experts every token passes through besides the routed ones (2 in DeepSeek-V2-Lite). Empty: none.</source>
        <translation>除路由专家外每个 token 都会经过的共享专家数（DeepSeek-V2-Lite 为 2）。留空：无。</translation>
    </message>
    <message>
        <source>= FFN hidden size</source>
        <translation>= FFN 隐藏维度</translation>
    </message>
    <message>
        <source>Width of one expert&apos;s feed-forward block (768 in Qwen3-30B-A3B). Empty: the FFN hidden size above.</source>
        <translation>单个专家前馈层的宽度（Qwen3-30B-A3B 为 768）。留空：使用上面的 FFN 隐藏维度。</translation>
    </message>
    <message>
        <source>GFLOPs</source>
        <translation>GFLOPs</translation>
    </message>
    <message>
        <source>Floating-point operations of one forward pass of one image at the image size (not multiply-accumulates: twice the MACs papers often quote).</source>
        <translation>单张图像在该分辨率下一次前向传播的浮点运算次数（不是乘加次数，是论文常给出的 MACs 的两倍）。</translation>
    </message>
    <message>
        <source>px</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>Side of the square image, in pixels, that the forward-pass figure above is for.</source>
        <translation>上方前向计算量所对应的正方形图像边长（像素）。</translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation>结构：</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>隐藏层维度：</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>注意力头数：</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>KV 头数：</translation>
    </message>
    <message>
        <source>FFN hidden size:</source>
        <translation>FFN 隐藏层维度：</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>词表大小：</translation>
    </message>
    <message>
        <source>Head dimension:</source>
        <translation>注意力头维度：</translation>
    </message>
    <message>
        <source>Experts:</source>
        <translation>专家数：</translation>
    </message>
    <message>
        <source>Experts per token:</source>
        <translation>每 token 激活专家数：</translation>
    </message>
    <message>
        <source>Shared experts:</source>
        <translation>共享专家数：</translation>
    </message>
    <message>
        <source>Expert FFN size:</source>
        <translation>专家 FFN 维度：</translation>
    </message>
    <message>
        <source>Forward pass:</source>
        <translation>前向计算量：</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>图像尺寸：</translation>
    </message>
    <message>
        <source>&amp;Load config.json…</source>
        <translation>读取 config.json(&amp;L)…</translation>
    </message>
    <message>
        <source>Fill in the architecture from a Hugging Face config.json (the file every model repository has), or from a model folder holding one.</source>
        <translation>从 Hugging Face 的 config.json（每个模型仓库都有这个文件）或包含它的模型文件夹填入模型结构。</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <source>The architecture is read from %1 each time the plan is computed; editing a figure here copies it into the plan.</source>
        <translation>每次计算方案时都会从 %1 读取模型结构；在这里修改任一数值会把结构复制到方案中。</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>Read from %1: %2, computed from the architecture. Check the figures below; the plan keeps them, not the file.</source>
        <translation>已从 %1 读取：%2（由模型结构计算得出）。请核对下面的数值；方案保存这些数值，而不是文件本身。</translation>
    </message>
    <message>
        <source>Load a Hugging Face config.json</source>
        <translation>读取 Hugging Face config.json</translation>
    </message>
    <message>
        <source>Model configuration (config.json *.json)</source>
        <translation>模型配置（config.json *.json）</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1参数</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>%1 is the plan&apos;s own file.</source>
        <translation>%1 是该规划本身的文件。</translation>
    </message>
    <message>
        <source>The automatic copy of the plan could not be saved: %1</source>
        <translation>无法保存规划的自动副本：%1</translation>
    </message>
    <message>
        <source>Cannot create the lock file %1.</source>
        <translation>无法创建锁文件 %1。</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
</context>
<context>
    <name>BudgetPage</name>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>The limits a plan must keep, where to search, and what to optimise.</source>
        <translation>规划必须满足的限制、搜索范围以及优化目标。</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>限制条件</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>a billion is beyond any training budget.</source>
        <translation>十亿已超出任何训练预算。</translation>
    </message>
    <message>
        <source>The most the whole job may cost: compute, spot interruptions, storage and checkpoints.</source>
        <translation>整个任务的费用上限：计算、抢占式实例中断、存储和检查点。</translation>
    </message>
    <message>
        <source>CNY (¥)</source>
        <translation>人民币 (¥)</translation>
    </message>
    <message>
        <source>USD ($)</source>
        <translation>美元 ($)</translation>
    </message>
    <message>
        <source>Prices in the other currency are converted at the catalog&apos;s exchange rate; changing it converts the budget too.</source>
        <translation>另一币种的价格按数据目录中的汇率换算；切换币种时预算也会随之换算。</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无截止时间</translation>
    </message>
    <message>
        <source>Wall-clock time the training may take, from start to the last step.</source>
        <translation>训练从开始到最后一步允许花费的实际时间。</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Balanced (cost × time)</source>
        <translation>均衡（费用 × 时间）</translation>
    </message>
    <message>
        <source>Among the candidates within the limits, which one is recommended.</source>
        <translation>在满足限制的方案中推荐哪一个。</translation>
    </message>
    <message>
        <source>Maximum &amp;cost:</source>
        <translation>费用上限(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>截止时间(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Optimise for:</source>
        <translation>优化目标(&amp;O)：</translation>
    </message>
    <message>
        <source>Where to search</source>
        <translation>搜索范围</translation>
    </message>
    <message>
        <source>On d&amp;emand</source>
        <translation>按量付费(&amp;E)</translation>
    </message>
    <message>
        <source>S&amp;pot (preemptible)</source>
        <translation>抢占式实例(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Monthly subscription</source>
        <translation>包年包月(&amp;M)</translation>
    </message>
    <message>
        <source>Reserved 1 &amp;year</source>
        <translation>预留实例（1 年）(&amp;Y)</translation>
    </message>
    <message>
        <source>Reserved &amp;3 years</source>
        <translation>预留实例（3 年）(&amp;3)</translation>
    </message>
    <message>
        <source>Paid by the month in advance (包年包月): cheaper per hour, but whole months are paid however short the job.</source>
        <translation>按月预付（包年包月）：折合每小时更便宜，但无论任务多短都要按整月付费。</translation>
    </message>
    <message>
        <source>A reservation commits to the whole term; only worth it for continuous use.</source>
        <translation>预留实例须支付整个期限的费用，只适合长期持续使用。</translation>
    </message>
    <message>
        <source>Pay as you go (按量付费), billed by the provider&apos;s unit (second, minute or hour).</source>
        <translation>按量付费，按云厂商的计费单位（秒、分钟或小时）结算。</translation>
    </message>
    <message>
        <source>Allow at least one billing mode.</source>
        <translation>请至少允许一种计费方式。</translation>
    </message>
    <message>
        <source>Billing:</source>
        <translation>计费方式：</translation>
    </message>
    <message>
        <source>Choose at least one provider.</source>
        <translation>请至少选择一家云厂商。</translation>
    </message>
    <message>
        <source>Providers:</source>
        <translation>云厂商：</translation>
    </message>
    <message>
        <source>Any region</source>
        <translation>任意地域</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2（%3）</translation>
    </message>
    <message>
        <source>Only instance types sold in this region; prices of the region where the catalog has them.</source>
        <translation>只考虑在该地域售卖的实例规格；数据目录中有该地域价格时使用该价格。</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Any GPU in the catalog</source>
        <translation>数据目录中的任意 GPU</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Narrow the plan to one GPU model; any GPU lets the planner compare them all.</source>
        <translation>将规划限定为一种 GPU 型号；选择任意 GPU 则由规划器比较所有型号。</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>automatic: 1, 2, 4 … while it pays</source>
        <translation>自动：1、2、4……只要扩展划算</translation>
    </message>
    <message>
        <source>Require an RDM&amp;A network</source>
        <translation>要求 RDMA 网络(&amp;A)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;RDMA&lt;/b&gt; (remote direct memory access: InfiniBand, RoCE, Alibaba eRDMA) moves gradients between nodes without the CPU, at 100–3,200 Gbit/s. Training on several nodes without it spends much of each step waiting for the network.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;RDMA&lt;/b&gt;（远程直接内存访问：InfiniBand、RoCE、阿里云弹性RDMA（eRDMA））在节点间传输梯度时无需经过 CPU，速率 100–3,200 Gbit/s。多节点训练若没有 RDMA，每一步都有大量时间花在等待网络上。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation>每节点 GPU 数(&amp;N)：</translation>
    </message>
    <message>
        <source>Instance type %1</source>
        <translation>实例规格 %1</translation>
    </message>
    <message>
        <source>ten years is not a deadline.</source>
        <translation>十年算不上截止时间。</translation>
    </message>
    <message>
        <source>Budget currency</source>
        <translation>预算币种</translation>
    </message>
    <message>
        <source>Deadline unit</source>
        <translation>截止时间单位</translation>
    </message>
    <message>
        <source>Whether the deadline is counted in hours or in days; the figure stays, its unit changes.</source>
        <translation>截止时间按小时还是按天计算；切换时数值不变，只改变单位。</translation>
    </message>
    <message>
        <source>Search the instance types of %1.</source>
        <translation>搜索 %1 的实例规格。</translation>
    </message>
    <message>
        <source>When the model does not fit a GPU&apos;s memory with LoRA, plan it with QLoRA (the frozen model in 4 bits) instead of dropping that GPU.</source>
        <translation>使用 LoRA 时若某款 GPU 的显存放不下模型，就改用 QLoRA（冻结的模型以 4 位存储）来规划，而不是舍弃该 GPU。</translation>
    </message>
    <message>
        <source>GPUs in each machine (node). Any: every size the catalog rents. Available once a GPU is chosen above.</source>
        <translation>每台机器（节点）的 GPU 数。任意：数据目录中可租用的所有规模。在上方选定 GPU 后可用。</translation>
    </message>
    <message>
        <source>more nodes than any training run has used.</source>
        <translation>超过了任何已知训练任务使用过的节点数。</translation>
    </message>
    <message>
        <source>Machines training together. Empty: the planner tries 1, 2, 4 … while more nodes still pay. Available once a GPU is chosen above.</source>
        <translation>共同训练的机器台数。留空：规划器依次尝试 1、2、4 …… 台，直到再加节点不再划算。先在上方选定 GPU 后可填。</translation>
    </message>
    <message>
        <source>Node&amp;s:</source>
        <translation>节点数(&amp;S)：</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Spot&lt;/b&gt; (preemptible) instances cost a fraction of the on-demand price but the provider can reclaim them at any time. The plan counts what that costs: checkpoints written at the interval Young&apos;s formula gives, work lost since the last one, and restarts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;抢占式实例&lt;/b&gt;（Spot）的价格只有按量付费的一部分，但云厂商随时可能回收。规划会计入由此产生的代价：按 Young 公式给出的间隔写入检查点、自上次检查点以来丢失的计算，以及重启时间。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Domestic accelerators on&amp;ly</source>
        <translation>仅限国产加速卡(&amp;L)</translation>
    </message>
    <message>
        <source>Huawei Ascend and other Chinese chips only: for projects that must not depend on export-controlled NVIDIA GPUs.</source>
        <translation>只用华为昇腾等国产芯片：适用于不能依赖受出口管制的 NVIDIA GPU 的项目。</translation>
    </message>
    <message>
        <source>Data stays &amp;in mainland China</source>
        <translation>数据不出境（仅限中国大陆）(&amp;I)</translation>
    </message>
    <message>
        <source>For data that must not leave mainland China (personal information, important data): only instance types sold in mainland regions, priced there; no Hong Kong or overseas regions.</source>
        <translation>适用于不得出境的数据（个人信息、重要数据）：只考虑在中国大陆地域销售的实例规格，并按大陆地域的价格计算；不含香港及海外地域。</translation>
    </message>
    <message>
        <source>Use &amp;QLoRA where LoRA does not fit</source>
        <translation>显存不足时允许将 LoRA 改为 QLoRA(&amp;Q)</translation>
    </message>
    <message>
        <source>Not for a convolutional vision model: it trains in full, without LoRA or QLoRA.</source>
        <translation>不适用于卷积视觉模型：它只做全量训练，不用 LoRA 或 QLoRA。</translation>
    </message>
    <message>
        <source>%1% (default)</source>
        <translation>%1%（默认）</translation>
    </message>
    <message>
        <source>beyond half of its memory a GPU stands half idle.</source>
        <translation>超过一半显存时 GPU 有一半闲置。</translation>
    </message>
    <message>
        <source>GPU memory a candidate must leave free, in percent: a longer batch, a framework update or memory fragmentation can take that much. A candidate that needs more is not recommended.</source>
        <translation>候选方案必须保留的空闲显存（百分比）：更长的批次、框架升级或显存碎片都可能占用这部分。需要更多显存的候选方案不会被推荐。</translation>
    </message>
    <message>
        <source>Memory &amp;kept free (%):</source>
        <translation>保留显存(&amp;K)（%）：</translation>
    </message>
    <message>
        <source>Instance types the provider rents only after an application: a whitelist, a ticket (工单) or an invitation (邀测). The plan says how to apply for each.</source>
        <translation>云厂商须经申请才出租的实例规格：白名单、工单或邀测。规划会说明每种实例如何申请。</translation>
    </message>
    <message>
        <source>Instance types sold only through the provider&apos;s sales team (联系销售): their prices are list prices at best, and a quote can take days.</source>
        <translation>只能通过云厂商销售团队购买的实例规格（联系销售）：其价格至多是目录价，询价可能需要数天。</translation>
    </message>
    <message>
        <source>Also plan:</source>
        <translation>也纳入规划：</translation>
    </message>
    <message>
        <source>CNY per USD</source>
        <translation>元/美元</translation>
    </message>
    <message>
        <source>the catalog&apos;s</source>
        <translation>数据目录的汇率</translation>
    </message>
    <message>
        <source>The exchange rate this plan converts prices in US dollars with (AWS, and the Chinese clouds&apos; international prices). Empty: the catalog&apos;s dated rate.</source>
        <translation>本规划换算美元价格（AWS 以及国内云厂商的国际站价格）所用的汇率。留空：使用数据目录中注明日期的汇率。</translation>
    </message>
    <message>
        <source>E&amp;xchange rate:</source>
        <translation>汇率(&amp;X)：</translation>
    </message>
    <message>
        <source>%1 (catalog)</source>
        <translation>%1（数据目录）</translation>
    </message>
    <message>
        <source>O&amp;ffers by application</source>
        <translation>需申请的实例(&amp;F)</translation>
    </message>
    <message>
        <source>Offers t&amp;hrough sales</source>
        <translation>需联系销售的实例(&amp;H)</translation>
    </message>
</context>
<context>
    <name>CalibrateDialog</name>
    <message>
        <source>Calibrate from a Run</source>
        <translation>按实测运行校准</translation>
    </message>
    <message>
        <source>What a short run of this job measured corrects every estimate of the plan: speed, memory and, with a second run, communication.</source>
        <translation>用本作业一次短时运行的实测结果校正方案的每项估算：速度、显存，有第二次运行时还包括通信。</translation>
    </message>
    <message>
        <source>Drop a training log or run folder here (trainer_state.json, DeepSpeed, Megatron-LM, NeMo, torchtitan, Ultralytics results.csv, nvidia-smi CSV)</source>
        <translation>将训练日志或运行输出文件夹拖放到此处（trainer_state.json、DeepSpeed、Megatron-LM、NeMo、torchtitan、Ultralytics results.csv、nvidia-smi CSV）</translation>
    </message>
    <message>
        <source>&amp;Choose a log…</source>
        <translation>选择日志(&amp;C)…</translation>
    </message>
    <message>
        <source>Pick the training log in a file dialog.</source>
        <translation>在文件对话框中选择训练日志。</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>&amp;Tokens per second:</source>
        <translation>每秒 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Samples per second:</source>
        <translation>每秒样本数(&amp;S)：</translation>
    </message>
    <message>
        <source>St&amp;ep time:</source>
        <translation>单步耗时(&amp;E)：</translation>
    </message>
    <message>
        <source>Peak &amp;memory per GPU:</source>
        <translation>每卡峰值显存(&amp;M)：</translation>
    </message>
    <message>
        <source>M&amp;icro-batch:</source>
        <translation>微批次(&amp;I)：</translation>
    </message>
    <message>
        <source>The instance type, or the GPU, the run was on.</source>
        <translation>运行所用的实例规格或 GPU。</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1（%2 × %3）</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>How many of these GPUs each node had.</source>
        <translation>每个节点上这种 GPU 的数量。</translation>
    </message>
    <message>
        <source>How many nodes the run used.</source>
        <translation>运行使用的节点数。</translation>
    </message>
    <message>
        <source>&amp;Hardware:</source>
        <translation>硬件(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;GPUs per node:</source>
        <translation>每节点 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation>节点数(&amp;N)：</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>Choose a Training Log</source>
        <translation>选择训练日志</translation>
    </message>
    <message>
        <source>Training logs (*.json *.log *.txt *.out *.csv);;All files (*)</source>
        <translation>训练日志 (*.json *.log *.txt *.out *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 gives no measurement:</source>
        <translation>%1 中没有可用的实测数据：</translation>
    </message>
    <message>
        <source>Read %1 (%2).</source>
        <translation>已读取 %1（%2）。</translation>
    </message>
    <message>
        <source>Give at least one measured figure: tokens or samples per second, the step time or the peak memory.</source>
        <translation>请至少填写一项实测数据：每秒 token 数或样本数、单步耗时或峰值显存。</translation>
    </message>
    <message>
        <source>Calibrate from a run</source>
        <translation>按实测运行校准</translation>
    </message>
    <message>
        <source>&amp;Keep this measurement to calibrate my later plans of this model family and framework</source>
        <translation>保留此实测，用于校准我以后同一模型系列、同一框架的计划(&amp;K)</translation>
    </message>
    <message>
        <source>Kept runs are listed, and can be deleted, under Catalog ▸ My measurements.</source>
        <translation>保留的实测列在“数据目录 ▸ 我的实测”中，可在那里删除。</translation>
    </message>
    <message>
        <source>Only runs of a model the catalog names can be kept: a described model has no model family.</source>
        <translation>只能保留数据目录中已有模型的实测：自行描述的模型没有模型系列。</translation>
    </message>
    <message>
        <source>The measurement could not be kept: %1</source>
        <translation>无法保留此实测：%1</translation>
    </message>
    <message>
        <source>Samples per optimizer step over all GPUs: micro-batch × gradient accumulation × data-parallel GPUs. Empty: the plan&apos;s global batch.</source>
        <translation>所有 GPU 每个优化器步的样本数：微批次 × 梯度累积 × 数据并行 GPU 数。留空：采用计划的全局批次。</translation>
    </message>
    <message>
        <source>&amp;Global batch:</source>
        <translation>全局批次(&amp;G)：</translation>
    </message>
    <message>
        <source>The log&apos;s rounded speeds put the global batch between %1 and %2: give it below if you know it, or leave it empty to take the plan&apos;s.</source>
        <translation>日志中四舍五入后的速度只能确定全局批次在 %1 到 %2 之间：如果知道，请在下方填写；留空则采用计划的全局批次。</translation>
    </message>
    <message>
        <source>Not a whole number of micro-batches: the global batch is micro-batch × gradient accumulation × data-parallel GPUs. Correct it, or leave it empty to take the plan&apos;s.</source>
        <translation>不是微批次的整数倍：全局批次 = 微批次 × 梯度累积 × 数据并行 GPU 数。请改正，或留空以采用计划的全局批次。</translation>
    </message>
    <message>
        <source>More than the hardware named can do: check the figure, and the hardware it ran on.</source>
        <translation>超出所选硬件的能力：请检查该数值以及实际运行的硬件。</translation>
    </message>
    <message>
        <source>Out of range for a measurement: check the figure and its unit.</source>
        <translation>超出实测值的合理范围：请检查该数值及其单位。</translation>
    </message>
    <message>
        <source>The measurement is refused: see the fields marked below.</source>
        <translation>该实测被拒绝：请查看下方标出的字段。</translation>
    </message>
</context>
<context>
    <name>CandidateTableModel</name>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation>%1（另有 %2 条）</translation>
    </message>
    <message>
        <source>Tick to compare (up to %1). ★ recommended, ◆ on the Pareto front of cost and time.</source>
        <translation>勾选以进行对比（最多 %1 个）。★ 为推荐方案，◆ 位于费用与时间的帕累托前沿。</translation>
    </message>
    <message>
        <source>Weights %1, gradients %2, optimizer states %3, activations %4, other %5 (GiB per GPU)</source>
        <translation>权重 %1，梯度 %2，优化器状态 %3，激活值 %4，其他 %5（每卡 GiB）</translation>
    </message>
    <message>
        <source>Compute %1, interruptions %2, storage %3, checkpoints %4</source>
        <translation>计算 %1，中断 %2，存储 %3，检查点 %4</translation>
    </message>
    <message>
        <source>Price: %1 per node-%2 (%3)</source>
        <translation>价格：每节点每%2 %1（%3）</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Source: %1, %2 (%3)</source>
        <translation>来源：%1，%2（%3）</translation>
    </message>
    <message>
        <source>Expected %1, range %2 to %3 (interruptions and restarts included on spot)</source>
        <translation>预计 %1，范围 %2 至 %3（抢占式实例已计入中断与重启）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>显存 / 每卡</translation>
    </message>
    <message>
        <source>Time (range)</source>
        <translation>时间（范围）</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Rank in the plan (feasible first, in the objective&apos;s order); tick to compare.</source>
        <translation>在规划中的排名（可行方案在前，按优化目标排序）；勾选以进行对比。</translation>
    </message>
    <message>
        <source>GPU memory the job uses per GPU, against the GPU&apos;s memory.</source>
        <translation>任务在每张卡上占用的显存与该卡显存容量之比。</translation>
    </message>
    <message>
        <source>Expected wall-clock time, and the range the calibration gives.</source>
        <translation>预计的实际耗时，以及校准给出的范围。</translation>
    </message>
    <message>
        <source>Total cost: compute, spot interruptions, storage and checkpoints.</source>
        <translation>总费用：计算、抢占式实例中断、存储和检查点。</translation>
    </message>
</context>
<context>
    <name>CatalogBrowserPage</name>
    <message>
        <source>Filter by GPU, vendor, generation or source</source>
        <translation>按 GPU、厂商、架构或来源筛选</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>共 %n 款 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n GPU(s)</source>
        <translation>
            <numerusform>显示 %1 款，共 %n 款 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by provider, family, instance type, GPU or region</source>
        <translation>按云厂商、规格族、实例规格、GPU 或地域筛选</translation>
    </message>
    <message numerus="yes">
        <source>%n instance type(s)</source>
        <translation>
            <numerusform>共 %n 种实例规格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n instance type(s)</source>
        <translation>
            <numerusform>显示 %1 种，共 %n 种实例规格</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by provider, instance type, GPU, billing or region</source>
        <translation>按云厂商、实例规格、GPU、计费方式或地域筛选</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s)</source>
        <translation>
            <numerusform>共 %n 条价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n price(s)</source>
        <translation>
            <numerusform>显示 %1 条，共 %n 条价格</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by provider, name or kind</source>
        <translation>按云厂商、名称或类型筛选</translation>
    </message>
    <message numerus="yes">
        <source>%n storage option(s)</source>
        <translation>
            <numerusform>共 %n 种存储</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n storage option(s)</source>
        <translation>
            <numerusform>显示 %1 种，共 %n 种存储</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by provider or currency</source>
        <translation>按云厂商或币种筛选</translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>共 %n 家云厂商</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n provider(s)</source>
        <translation>
            <numerusform>显示 %1 家，共 %n 家云厂商</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Instance types</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Billing terms</source>
        <translation>计费规则</translation>
    </message>
    <message>
        <source>&amp;Edit Price…</source>
        <translation>编辑价格(&amp;E)…</translation>
    </message>
    <message>
        <source>Change the selected price; it is saved in your overrides folder</source>
        <translation>修改选中的价格；修改保存在您的覆盖文件夹中</translation>
    </message>
    <message>
        <source>&amp;Add Price…</source>
        <translation>添加价格(&amp;A)…</translation>
    </message>
    <message>
        <source>Add a price (another billing or region) for the selected instance type</source>
        <translation>为选中的实例规格添加价格（其他计费方式或地域）</translation>
    </message>
    <message>
        <source>&amp;Revert to Shipped Price</source>
        <translation>恢复内置价格(&amp;R)</translation>
    </message>
    <message>
        <source>Remove your override of the selected price</source>
        <translation>删除您对选中价格的覆盖</translation>
    </message>
    <message>
        <source>&amp;Import Prices from CSV…</source>
        <translation>从 CSV 导入价格(&amp;I)…</translation>
    </message>
    <message>
        <source>Read prices from a spreadsheet saved as CSV into your overrides folder</source>
        <translation>从另存为 CSV 的表格读取价格，保存到您的覆盖文件夹</translation>
    </message>
    <message>
        <source>Re&amp;load Catalog</source>
        <translation>重新加载数据目录(&amp;L)</translation>
    </message>
    <message>
        <source>Read the built-in catalog and your overrides folder again</source>
        <translation>重新读取内置数据目录和您的覆盖文件夹</translation>
    </message>
    <message>
        <source>Open &amp;Overrides Folder</source>
        <translation>打开覆盖文件夹(&amp;O)</translation>
    </message>
    <message>
        <source>The catalog was reloaded.</source>
        <translation>数据目录已重新加载。</translation>
    </message>
    <message>
        <source>Bold: set by your overrides</source>
        <translation>粗体：由您的覆盖设置</translation>
    </message>
    <message>
        <source>&lt;i&gt;Italics&lt;/i&gt;: an estimate</source>
        <translation>&lt;i&gt;斜体&lt;/i&gt;：估算值</translation>
    </message>
    <message>
        <source>Your overrides folder has problems; the files with errors were not applied.</source>
        <translation>您的覆盖文件夹有问题；有错误的文件未生效。</translation>
    </message>
    <message numerus="yes">
        <source>Stale: dated before %1 (more than %n days ago)</source>
        <translation>
            <numerusform>已过时：日期早于 %1（超过 %n 天）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>……另有 %n 条</numerusform>
        </translation>
    </message>
    <message>
        <source>The price was not saved.</source>
        <translation>价格未保存。</translation>
    </message>
    <message>
        <source>%1, %2: %3 %4</source>
        <translation>%1，%2：%3 %4</translation>
    </message>
    <message>
        <source>Saved %1 in your overrides folder; the catalog was reloaded.</source>
        <translation>已将 %1 保存到您的覆盖文件夹，数据目录已重新加载。</translation>
    </message>
    <message>
        <source>The override was not removed.</source>
        <translation>覆盖未删除。</translation>
    </message>
    <message>
        <source>Your overrides folder has no price of %1 to remove.</source>
        <translation>您的覆盖文件夹中没有 %1 的价格可删除。</translation>
    </message>
    <message>
        <source>%1, %2: the shipped price applies again.</source>
        <translation>%1，%2：已恢复内置价格。</translation>
    </message>
    <message>
        <source>Import Prices from CSV</source>
        <translation>从 CSV 导入价格</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Nothing was imported from %1.</source>
        <translation>未从 %1 导入任何内容。</translation>
    </message>
    <message>
        <source>Nothing was imported from %1: its header row is not right.</source>
        <translation>未从 %1 导入任何内容：表头行不正确。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) read, %2 imported, %3 with errors (listed by line below).</source>
        <translation>
            <numerusform>%1：读取 %n 行，导入 %2 行，%3 行有错误（按行号列在下方）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) imported into your overrides folder.</source>
        <translation>
            <numerusform>%1：已将 %n 条价格导入您的覆盖文件夹。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a column header to sort by it; select a row to see where its figures come from, below.</source>
        <translation>点击列标题可按该列排序；选中一行可在下方查看其数据的来源。</translation>
    </message>
    <message>
        <source>Filter the GPUs</source>
        <translation>筛选 GPU</translation>
    </message>
    <message>
        <source>Every GPU of the catalog: its memory, memory bandwidth and BF16 and FP16 speed.</source>
        <translation>数据目录中的全部 GPU：显存容量、显存带宽以及 BF16 和 FP16 算力。</translation>
    </message>
    <message>
        <source>Filter the instance types</source>
        <translation>筛选实例规格</translation>
    </message>
    <message>
        <source>Every instance type: its GPUs, vCPUs, RAM, network, RDMA and regions. Enter or a double click adds a price for the selected type.</source>
        <translation>全部实例规格：GPU、vCPU、内存、网络、RDMA 和地域。按 Enter 键或双击可为选中的规格添加价格。</translation>
    </message>
    <message>
        <source>Filter the prices</source>
        <translation>筛选价格</translation>
    </message>
    <message>
        <source>Every price by billing and region, per hour or per month, and per GPU-hour; stale ones in amber. Enter or a double click edits the selected price.</source>
        <translation>按计费方式和地域列出的全部价格（每小时或每月），以及折合的每卡时价格；已过时的价格以琥珀色显示。按 Enter 键或双击可编辑选中的价格。</translation>
    </message>
    <message>
        <source>Filter the storage options</source>
        <translation>筛选存储</translation>
    </message>
    <message>
        <source>Storage for the data set and checkpoints: read and write speed, IOPS and price.</source>
        <translation>存放数据集和检查点的存储：读写速度、IOPS 和价格。</translation>
    </message>
    <message>
        <source>Filter the providers</source>
        <translation>筛选云厂商</translation>
    </message>
    <message>
        <source>How each provider bills: the unit it charges by, spot prices and interruptions, monthly and reserved terms.</source>
        <translation>各云厂商的计费规则：计费单位、抢占式实例的价格和中断情况、包年包月和预留实例的条款。</translation>
    </message>
    <message>
        <source>Shows only the rows with this text in any column; empty shows them all.</source>
        <translation>只显示任一列含有该文字的行；留空则全部显示。</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>选中行的详细信息</translation>
    </message>
    <message>
        <source>Open the folder with your price overrides and catalog additions: %1</source>
        <translation>打开存放您的价格覆盖和数据目录补充的文件夹：%1</translation>
    </message>
    <message>
        <source>&amp;Refresh Prices from My Account…</source>
        <translation>从我的账号刷新价格(&amp;R)…</translation>
    </message>
    <message>
        <source>Write a script for your provider&apos;s own command-line client, then import the prices it saved</source>
        <translation>为云厂商自己的命令行工具生成脚本，再导入它保存的价格</translation>
    </message>
    <message>
        <source>No price could be imported from %1.</source>
        <translation>未能从 %1 导入任何价格。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) imported into your overrides folder; %2 call(s) failed or gave no price (listed below).</source>
        <translation>
            <numerusform>%1：已将 %n 个价格导入您的覆盖文件夹；%2 次调用失败或未给出价格（见下方列表）。</numerusform>
        </translation>
    </message>
    <message>
        <source>My measurements</source>
        <translation>我的实测</translation>
    </message>
</context>
<context>
    <name>CatalogChangeNotice</name>
    <message>
        <source>&amp;Undo the catalog change</source>
        <translation>撤销数据目录的修改(&amp;U)</translation>
    </message>
    <message>
        <source>O&amp;K</source>
        <translation>确定(&amp;K)</translation>
    </message>
</context>
<context>
    <name>CatalogTablePage</name>
    <message>
        <source>Select a row to see its source, date, confidence and derivation.</source>
        <translation>选中一行即可查看其来源、日期、可信度和推算方法。</translation>
    </message>
</context>
<context>
    <name>CatalogText</name>
    <message>
        <source>%1/month</source>
        <translation>%1/月</translation>
    </message>
    <message>
        <source>%1/hour</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>eRDMA</source>
        <translation>弹性RDMA</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>对象存储</translation>
    </message>
    <message>
        <source>File storage</source>
        <translation>文件存储</translation>
    </message>
    <message>
        <source>Block storage</source>
        <translation>块存储</translation>
    </message>
    <message>
        <source>vendor figure</source>
        <translation>厂商数据</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>第三方报告</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>按秒</translation>
    </message>
    <message>
        <source>per minute</source>
        <translation>按分钟</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>per %1 s</source>
        <translation>每 %1 秒</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Source: %1
Date: %2
Confidence: %3</source>
        <translation>来源：%1
日期：%2
可信度：%3</translation>
    </message>
    <message>
        <source>Derivation: %1</source>
        <translation>推算方法：%1</translation>
    </message>
    <message>
        <source>Stale: dated %1, more than %2 days before today. Check the provider&apos;s current price.</source>
        <translation>已过时：日期为 %1，距今超过 %2 天。请核对云厂商的当前价格。</translation>
    </message>
    <message>
        <source>Overridden by %1</source>
        <translation>已被 %1 覆盖</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Derivation</source>
        <translation>推算方法</translation>
    </message>
    <message>
        <source>Source of %1</source>
        <translation>%1 的来源</translation>
    </message>
    <message>
        <source>quote for your account</source>
        <translation>您账号的报价</translation>
    </message>
    <message>
        <source>Volta</source>
        <translation>Volta</translation>
    </message>
    <message>
        <source>Turing</source>
        <translation>Turing</translation>
    </message>
    <message>
        <source>Ampere</source>
        <translation>Ampere</translation>
    </message>
    <message>
        <source>Ada Lovelace</source>
        <translation>Ada Lovelace</translation>
    </message>
    <message>
        <source>Hopper</source>
        <translation>Hopper</translation>
    </message>
    <message>
        <source>Ascend</source>
        <translation>昇腾</translation>
    </message>
</context>
<context>
    <name>CompareModel</name>
    <message>
        <source>Best of the candidates compared</source>
        <translation>所对比方案中的最优值</translation>
    </message>
</context>
<context>
    <name>CompareText</name>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Time, slow end</source>
        <translation>时间（偏慢估计）</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>每卡时费用</translation>
    </message>
    <message>
        <source>Price basis and age</source>
        <translation>价格依据与时效</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>训练设置</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>derived from the on-demand price</source>
        <translation>由按量价格推算</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>目录价</translation>
    </message>
    <message>
        <source>, %1 (%2)</source>
        <translation>，%1（%2）</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>；%1</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>每秒 %1 token</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>每秒 %1 个样本</translation>
    </message>
    <message>
        <source>%1 of %2 GiB (%3)</source>
        <translation>%1 / %2 GiB（%3）</translation>
    </message>
    <message>
        <source>%1 per node</source>
        <translation>每节点 %1</translation>
    </message>
    <message>
        <source>%1 GiB per node</source>
        <translation>每节点 %1 GiB</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>, RDMA %1 Gbit/s</source>
        <translation>，RDMA %1 Gbit/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>micro-batch %1 × %2 accumulation, checkpointing %3</source>
        <translation>微批次 %1 × 累积 %2 步，激活检查点%3</translation>
    </message>
    <message>
        <source>ZeRO %1, %2</source>
        <translation>ZeRO %1，%2</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
    <message>
        <source>Tick two to four candidates in the first column of the table to compare them here (%1 ticked).</source>
        <translation>在表格第一列勾选 2 至 4 个方案即可在此对比（已勾选 %1 个）。</translation>
    </message>
    <message>
        <source>%1 candidates side by side; ✓ and green mark the best value of each row.</source>
        <translation>%1 个方案并列对比；✓ 和绿色标出每行的最优值。</translation>
    </message>
    <message>
        <source>Compared candidates</source>
        <translation>对比中的方案</translation>
    </message>
    <message>
        <source>The candidates ticked in the table, a column each; ✓ marks the best value of each row.</source>
        <translation>表格中勾选的方案，每个方案一列；✓ 标出每行的最优值。</translation>
    </message>
    <message>
        <source>Untick every candidate compared.</source>
        <translation>取消勾选所有对比中的方案。</translation>
    </message>
</context>
<context>
    <name>CoreMessages</name>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>预留实例（1 年）</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>预留实例（3 年）</translation>
    </message>
    <message>
        <source>eRDMA</source>
        <translation>弹性RDMA</translation>
    </message>
    <message>
        <source>%1 x %2 (%3 x %4, %5), %6</source>
        <translation>%1 × %2（%3 × %4，%5），%6</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 has no %2 tensor cores; estimated at its fp32 rate. Use %3 instead</source>
        <translation>%1 没有 %2 张量核心，已按其 FP32 算力估算。请改用 %3</translation>
    </message>
    <message>
        <source>seq_len %1 is longer than the model&apos;s context of %2 tokens</source>
        <translation>seq_len %1 超过了模型的上下文长度 %2 个 token</translation>
    </message>
    <message>
        <source>samples are longer than seq_len and will be truncated to %1 tokens</source>
        <translation>样本长于 seq_len，将被截断为 %1 个 token</translation>
    </message>
    <message>
        <source>micro_batch %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO 阶段 %1</translation>
    </message>
    <message>
        <source>activation checkpointing on</source>
        <translation>开启激活检查点</translation>
    </message>
    <message>
        <source>activation checkpointing off</source>
        <translation>关闭激活检查点</translation>
    </message>
    <message>
        <source>uses %1% of GPU memory: longer samples or a framework upgrade can tip it into out-of-memory</source>
        <translation>占用 %1% 的显存：样本变长或框架升级都可能导致显存不足（OOM）</translation>
    </message>
    <message>
        <source>multi-node training over TCP: all-reduce reaches about %1% of line rate; an RDMA network (RoCE, InfiniBand, eRDMA) is advised</source>
        <translation>多节点训练走 TCP 网络：all-reduce 只能达到线速的约 %1%；建议使用 RDMA 网络（RoCE、InfiniBand、弹性RDMA）</translation>
    </message>
    <message>
        <source>gradient communication takes %1% of each step; fewer, larger nodes or a faster network help</source>
        <translation>梯度通信占每步时间的 %1%；减少节点、改用更大的节点或更快的网络会有帮助</translation>
    </message>
    <message>
        <source>the host CPUs (%1 vCPUs per node) cannot decode and augment images as fast as the GPUs train: more vCPUs, pre-resized data or GPU decoding (DALI) help</source>
        <translation>主机 CPU（每节点 %1 个 vCPU）解码和增强图片的速度跟不上 GPU 训练：增加 vCPU、预先缩放图片或用 GPU 解码（DALI）会有帮助</translation>
    </message>
    <message>
        <source>memory bandwidth (%1 GB/s) limits speed as much as compute: %2% of each step moves data; a GPU with faster memory helps more than one with more TFLOPS</source>
        <translation>显存带宽（%1 GB/s）和算力一样限制速度：每步有 %2% 的时间在搬运数据；换用显存更快的 GPU 比换用 TFLOPS 更高的 GPU 更有效</translation>
    </message>
    <message>
        <source>no published training run calibrates %1 GPUs; the estimate uses other generations&apos; efficiency and a wider range</source>
        <translation>没有公开的训练实测可用于校准 %1 架构的 GPU；估算沿用其他架构的效率，并给出更宽的范围</translation>
    </message>
    <message>
        <source>%1 peak %2 is an estimate (%3)</source>
        <translation>%1 的峰值 %2 是估算值（%3）</translation>
    </message>
    <message>
        <source>the catalog has no price for %1 in any region for the billing modes asked; its cost cannot be computed</source>
        <translation>数据目录中没有 %1 在任何地域、按所选计费方式的价格，无法计算费用</translation>
    </message>
    <message>
        <source>the catalog has no price for %1 in %2 for the billing modes asked; its cost cannot be computed</source>
        <translation>数据目录中没有 %1 在 %2 地域、按所选计费方式的价格，无法计算费用</translation>
    </message>
    <message>
        <source>on spot the job would be reclaimed every %1 on average and spend most of its time redoing work and restarting</source>
        <translation>使用抢占式实例时，任务平均每 %1被回收一次，大部分时间将耗在重算和重启上</translation>
    </message>
    <message>
        <source>the cost or time of this candidate cannot be computed</source>
        <translation>无法计算该方案的费用或时间</translation>
    </message>
    <message>
        <source>costs %1, over the budget of %2</source>
        <translation>费用 %1，超出预算 %2</translation>
    </message>
    <message>
        <source>takes about %1, past the deadline of %2</source>
        <translation>约需 %1，超过截止时间 %2</translation>
    </message>
    <message>
        <source>the catalog estimated the specification of %1 (%2): confirm the instance type in the provider&apos;s console</source>
        <translation>%1 的规格是数据目录估算的（%2）：请在云厂商控制台确认该实例规格</translation>
    </message>
    <message>
        <source>the slow end of the estimate (%1) is past the %2 deadline</source>
        <translation>估算范围的慢端（%1）超过了截止时间 %2</translation>
    </message>
    <message>
        <source>priced with the %1 price; the catalog has none for %2</source>
        <translation>按 %1 地域的价格计算；数据目录中没有 %2 地域的价格</translation>
    </message>
    <message>
        <source>pays %1 month(s) for a run that uses %2% of them</source>
        <translation>包年包月需支付 %1 个月，训练只用到其中的 %2%</translation>
    </message>
    <message>
        <source>commits to a %1-year reservation: the whole term is paid</source>
        <translation>需承诺 %1 年预留：整个期限的费用都要支付</translation>
    </message>
    <message>
        <source>%1 by the hardware asked for</source>
        <translation>硬件条件排除 %1 个</translation>
    </message>
    <message>
        <source>%1 by the providers</source>
        <translation>云厂商限制排除 %1 个</translation>
    </message>
    <message>
        <source>%1 by the region</source>
        <translation>地域限制排除 %1 个</translation>
    </message>
    <message>
        <source>%1 by domestic accelerators only</source>
        <translation>“仅限国产加速卡”排除 %1 个</translation>
    </message>
    <message>
        <source>No instance type in the catalog matches the job&apos;s filters.</source>
        <translation>数据目录中没有符合任务筛选条件的实例规格。</translation>
    </message>
    <message>
        <source>No instance type in the catalog matches the job&apos;s filters (%1 excluded); widen them.</source>
        <translation>数据目录中没有符合任务筛选条件的实例规格（%1）；请放宽条件。</translation>
    </message>
    <message>
        <source>Raise the budget to %1 (now %2): %3 meets the deadline in %4.</source>
        <translation>将预算提高到 %1（当前 %2）：%3，可在 %4内完成，满足截止时间。</translation>
    </message>
    <message>
        <source>Move the deadline to %1 (now %2): %3 fits the budget at %4.</source>
        <translation>将截止时间放宽到 %1（当前 %2）：%3，费用 %4，在预算之内。</translation>
    </message>
    <message>
        <source>Neither limit can be met alone: the cheapest option, %1, needs %2 and %3.</source>
        <translation>只放宽其中一项限制都不够：最便宜的方案是 %1，需要 %2 和 %3。</translation>
    </message>
    <message>
        <source>Use a GPU with more memory: the job needs at least %1 GiB per GPU on %2 (%3 GiB); on %4 x %5 (%6 GiB each, e.g. %7) it needs %8 GiB.</source>
        <translation>换用显存更大的 GPU：该任务在 %2（%3 GiB）上每张 GPU 至少需要 %1 GiB；在 %4 × %5（每张 %6 GiB，例如 %7）上需要 %8 GiB。</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 等（另有 %2 个）</translation>
    </message>
    <message>
        <source>The catalog has no price for %1: add prices (trainplan-cli catalog import-prices) or allow other providers or billing modes.</source>
        <translation>数据目录中没有 %1 的价格：请补充价格（trainplan-cli catalog import-prices），或允许其他云厂商或计费方式。</translation>
    </message>
    <message>
        <source>%1 has no RDMA: its %2 Gbit/s TCP network costs this job %3% of its time (%4 h instead of %5 h with RDMA); prefer an RDMA or eRDMA instance type for %6 nodes.</source>
        <translation>%1 不支持 RDMA：其 %2 Gbit/s 的 TCP 网络让该任务损失 %3% 的时间（需 %4 小时，使用 RDMA 只需 %5 小时）；%6 个节点时请优先选择支持 RDMA 或弹性RDMA 的实例规格。</translation>
    </message>
    <message>
        <source>Enable %1 for NCCL on all %2 nodes (%3 Gbit/s) and keep them in one zone: over plain TCP this job would take %4 h instead of %5 h (%6% of the time lost).</source>
        <translation>在全部 %2 个节点上为 NCCL 启用 %1（%3 Gbit/s），并把节点放在同一可用区：若只用 TCP，该任务需 %4 小时而不是 %5 小时（损失 %6% 的时间）。</translation>
    </message>
    <message>
        <source>Enable %1 for NCCL on all %2 nodes (%3 Gbit/s) and keep them in one zone: at %4 Gbit/s the all-reduce of this job hides behind compute and TCP would cost under 1% of the time, but with a slower or shared network it loses far more.</source>
        <translation>在全部 %2 个节点上为 NCCL 启用 %1（%3 Gbit/s），并把节点放在同一可用区：在 %4 Gbit/s 下该任务的 all-reduce 可被计算掩盖，TCP 的损失不到 1%，但网络更慢或被共享时损失会大得多。</translation>
    </message>
    <message>
        <source>Keep the data set (about %1) on a shared parallel file system mounted by all %2 nodes: CPFS for large sets and many nodes, NAS for smaller ones; stage it from object storage (OSS/COS/OBS) before training.</source>
        <translation>把数据集（约 %1）放在所有 %2 个节点共同挂载的并行文件系统上：数据量大、节点多时用文件存储CPFS，较小时用 NAS；训练前从对象存储（OSS/COS/OBS）预先拷入。</translation>
    </message>
    <message>
        <source>Keep the data set (about %1) on a shared parallel file system mounted by all %2 nodes: CPFS for large sets and many nodes, NAS for smaller ones (%3); stage it from object storage (OSS/COS/OBS) before training.</source>
        <translation>把数据集（约 %1）放在所有 %2 个节点共同挂载的并行文件系统上：数据量大、节点多时用文件存储CPFS，较小时用 NAS（%3）；训练前从对象存储（OSS/COS/OBS）预先拷入。</translation>
    </message>
    <message>
        <source>Write checkpoints to a local ESSD-class disk: about %1 s per checkpoint at %2 MB/s; copy finished checkpoints to object storage in the background and keep the last %3.</source>
        <translation>把检查点写到云盘ESSD 这类本地盘：按 %2 MB/s 计，每个检查点约 %1 秒；在后台把写完的检查点复制到对象存储，并保留最近 %3 个。</translation>
    </message>
    <message>
        <source>Write checkpoints to a local ESSD-class disk (%1): about %2 s per checkpoint at %3 MB/s; copy finished checkpoints to object storage in the background and keep the last %4.</source>
        <translation>把检查点写到云盘ESSD 这类本地盘（%1）：按 %3 MB/s 计，每个检查点约 %2 秒；在后台把写完的检查点复制到对象存储，并保留最近 %4 个。</translation>
    </message>
    <message>
        <source>Choose a size with %1-%2 GiB of host RAM (1-2x the GPU memory), or keep data loader workers and prefetching small.</source>
        <translation>选择主机内存为 %1-%2 GiB（显存的 1-2 倍）的规格，或减少数据加载进程和预取量。</translation>
    </message>
    <message>
        <source>Give each node about %1 vCPUs, store images pre-resized, or decode on the GPU (NVIDIA DALI); otherwise the GPUs wait for data.</source>
        <translation>为每个节点配置约 %1 个 vCPU、存储预先缩放好的图片，或在 GPU 上解码（NVIDIA DALI）；否则 GPU 会空等数据。</translation>
    </message>
    <message>
        <source>Train in %1 mixed precision (torch.autocast / --bf16): %2 instead of %3 TFLOPS peak on %4.</source>
        <translation>使用 %1 混合精度训练（torch.autocast / --bf16）：%4 的峰值算力为 %2 TFLOPS，而不是 %3 TFLOPS。</translation>
    </message>
    <message>
        <source>Run the training script on one GPU with a small data subset first (a few hundred steps, loss going down, a checkpoint saved and resumed), then scale out to %1 GPUs.</source>
        <translation>先在一张 GPU 上用一小部分数据运行训练脚本（跑几百步，确认 loss 下降、检查点能保存并恢复），再扩展到 %1 张 GPU。</translation>
    </message>
    <message>
        <source>Confirm %1 stock and quota in your region with %2 before committing, and keep a fallback (another GPU or provider) in the plan.</source>
        <translation>下单前请向 %2 确认 %1 在所选地域的库存和配额，并在计划中保留备选方案（其他 GPU 或云厂商）。</translation>
    </message>
    <message>
        <source>Use an image with CANN and MindSpore, or PyTorch with torch_npu; check that every operator of the model is supported by running it on one NPU before renting %1. QLoRA&apos;s 4-bit kernels (bitsandbytes) are CUDA-only: plan LoRA instead.</source>
        <translation>使用带 CANN 和 MindSpore 的镜像，或 PyTorch 加 torch_npu；租用 %1 张卡之前，先在一张 NPU 上运行模型，确认每个算子都受支持。QLoRA 的 4 位内核（bitsandbytes）只支持 CUDA：请改用 LoRA。</translation>
    </message>
    <message>
        <source>Use an image with CANN and MindSpore, or PyTorch with torch_npu; check that every operator of the model is supported by running it on one NPU before renting %1.</source>
        <translation>使用带 CANN 和 MindSpore 的镜像，或 PyTorch 加 torch_npu；租用 %1 张卡之前，先在一张 NPU 上运行模型，确认每个算子都受支持。</translation>
    </message>
    <message>
        <source>multi-node training is limited by the all-reduce between nodes; kernel TCP reaches about %1% of line rate, RDMA about %2%</source>
        <translation>多节点训练受限于节点间的 all-reduce；内核 TCP 只能达到线速的约 %1%，RDMA 约 %2%</translation>
    </message>
    <message>
        <source>every node must see the same files; a copy on each node&apos;s disk costs %1x the storage and the time to copy, and object storage alone serves many small files slowly</source>
        <translation>每个节点都要读到同样的文件；在每个节点的磁盘上各存一份需要 %1 倍的存储和拷贝时间，而只用对象存储读取大量小文件又很慢</translation>
    </message>
    <message>
        <source>the GPUs wait while a checkpoint is written; a local cloud SSD writes sequentially at hundreds of MB/s and object storage is for keeping copies, not for the training loop</source>
        <translation>写检查点时 GPU 只能等待；本地云盘顺序写入可达每秒数百 MB，对象存储用于保存副本，不适合放在训练循环里</translation>
    </message>
    <message>
        <source>data loader workers, pinned transfer buffers and checkpoint saving live in host memory; below 1x the GPU memory they swap or get killed</source>
        <translation>数据加载进程、锁页传输缓冲区和检查点保存都占用主机内存；主机内存低于显存总量时，容易发生换页或进程被杀</translation>
    </message>
    <message>
        <source>the GPUs can only train as fast as the CPUs prepare images</source>
        <translation>GPU 的训练速度受限于 CPU 准备图片的速度</translation>
    </message>
    <message>
        <source>mixed precision runs the matrix multiplies on tensor cores and halves activation memory, with fp32 master weights keeping accuracy</source>
        <translation>混合精度让矩阵乘法在张量核心上运行，激活值显存减半，并由 FP32 主权重保证精度</translation>
    </message>
    <message>
        <source>a bug found on %1 GPUs costs %1 times as much as one found on one GPU</source>
        <translation>在 %1 张 GPU 上才发现的 bug，代价是在一张 GPU 上发现的 %1 倍</translation>
    </message>
    <message>
        <source>a reclaimed spot instance loses everything since the last checkpoint; too frequent checkpoints waste time writing, too rare ones waste time redoing work</source>
        <translation>抢占式实例被回收后，上一个检查点之后的进度全部丢失；检查点太频繁会浪费写入时间，太稀疏会浪费重算时间</translation>
    </message>
    <message>
        <source>supply and licensing of these GPUs have changed with each round of export rules (2022, 2023, 2025); regions and quotas can disappear at short notice</source>
        <translation>这类 GPU 的供货和许可随每一轮出口管制规则（2022、2023、2025 年）而变化；地域和配额可能在短时间内消失</translation>
    </message>
    <message>
        <source>Ascend runs Huawei&apos;s CANN software stack, not CUDA; CUDA-only kernels (FlashAttention builds, bitsandbytes for QLoRA, custom ops) need NPU versions</source>
        <translation>昇腾运行华为的 CANN 软件栈而不是 CUDA；只支持 CUDA 的内核（FlashAttention 构建、QLoRA 所用的 bitsandbytes、自定义算子）需要 NPU 版本</translation>
    </message>
    <message>
        <source>%1 nodes exchange gradients over the network</source>
        <translation>%1 个节点通过网络交换梯度</translation>
    </message>
    <message>
        <source>%1 nodes read the same data set</source>
        <translation>%1 个节点读取同一个数据集</translation>
    </message>
    <message>
        <source>one checkpoint is %1 (weights, master copy and optimizer states)</source>
        <translation>一个检查点为 %1（权重、主权重副本和优化器状态）</translation>
    </message>
    <message>
        <source>host RAM %1 GiB is %2x the %3 GiB of GPU memory per node</source>
        <translation>主机内存 %1 GiB，是每节点 %3 GiB 显存的 %2 倍</translation>
    </message>
    <message>
        <source>decoding and augmenting images on %1 vCPUs per node takes %2% of the GPU step time</source>
        <translation>在每节点 %1 个 vCPU 上解码和增强图片，耗时相当于 GPU 每步时间的 %2%</translation>
    </message>
    <message>
        <source>the job trains in fp32 on %1, which has 16-bit tensor cores</source>
        <translation>任务在 %1 上以 FP32 训练，而该 GPU 有 16 位张量核心</translation>
    </message>
    <message>
        <source>the candidate uses %1 GPUs</source>
        <translation>该方案使用 %1 张 GPU</translation>
    </message>
    <message>
        <source>spot billing: about %1 reclaims expected over the run (%2 per node-hour)</source>
        <translation>抢占式实例：整个训练预计被回收约 %1 次（每节点小时 %2 次）</translation>
    </message>
    <message>
        <source>%1 is a China-market variant made under US export-control rules</source>
        <translation>%1 是按美国出口管制规则为中国市场推出的型号</translation>
    </message>
    <message>
        <source>%1 is a Huawei Ascend NPU</source>
        <translation>%1 是华为昇腾 NPU</translation>
    </message>
    <message>
        <source>1 feasible option</source>
        <translation>1 个可行方案</translation>
    </message>
    <message>
        <source>%1 feasible options</source>
        <translation>%1 个可行方案</translation>
    </message>
    <message>
        <source>%1 that finish within the %2 deadline and stay within the %3 budget</source>
        <translation>%1（均能在截止时间 %2内完成，且不超出预算 %3）</translation>
    </message>
    <message>
        <source>%1 that finish within the %2 deadline</source>
        <translation>%1（均能在截止时间 %2内完成）</translation>
    </message>
    <message>
        <source>%1 that stay within the %2 budget</source>
        <translation>%1（均不超出预算 %2）</translation>
    </message>
    <message>
        <source>%1 for about %2 (range %3 to %4) on %5.</source>
        <translation>使用 %5，约需 %2（范围 %3 至 %4），费用 %1。</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>价目表价格</translation>
    </message>
    <message>
        <source>reserved = %1 x on-demand (provider reserved terms)</source>
        <translation>预留实例价 = 按量付费价 × %1（云厂商的预留实例条款）</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (%3 has no %1 tensor cores)</source>
        <translation>%1 -&gt; %2（%3 没有 %1 张量核心）</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (4-bit base weights: about a quarter of the weight memory)</source>
        <translation>%1 -&gt; %2（基座权重量化为 4 位：权重显存约为原来的四分之一）</translation>
    </message>
    <message>
        <source>activation checkpointing on (recomputes the forward pass: about a third more compute)</source>
        <translation>开启激活检查点（重算前向传播：计算量约增加三分之一）</translation>
    </message>
    <message>
        <source>micro-batch %1 -&gt; %2 with gradient accumulation %3 (same global batch)</source>
        <translation>微批次 %1 -&gt; %2，梯度累积 %3 步（全局批次不变）</translation>
    </message>
    <message>
        <source>ZeRO stage %1 -&gt; %2</source>
        <translation>ZeRO 阶段 %1 -&gt; %2</translation>
    </message>
    <message>
        <source>%1 (no billing terms in the catalog)</source>
        <translation>%1（数据目录中没有其计费条款）</translation>
    </message>
    <message>
        <source>estimated: 4 bytes of text per token (a BPE token is about 4 characters of English)</source>
        <translation>估算：每个 token 约 4 字节文本（一个 BPE token 约合 4 个英文字符）</translation>
    </message>
    <message>
        <source>estimated: 155 kB per image (COCO train2017 average)</source>
        <translation>估算：每张图片 155 kB（COCO train2017 的平均值）</translation>
    </message>
    <message>
        <source>estimated: 110 kB per image (ImageNet-1k train average)</source>
        <translation>估算：每张图片 110 kB（ImageNet-1k 训练集的平均值）</translation>
    </message>
    <message>
        <source>Cheapest confirmed instance type of %1: %2</source>
        <translation>%1中规格已确认的最便宜实例规格：%2</translation>
    </message>
    <message>
        <source>Cheapest of %1: %2</source>
        <translation>%1中最便宜的方案：%2</translation>
    </message>
    <message>
        <source>Fastest of %1: %2</source>
        <translation>%1中最快的方案：%2</translation>
    </message>
    <message>
        <source>Best balance of cost and time among %1: %2 That is %3x the cheapest cost and %4x the fastest time.</source>
        <translation>%1中费用与时间最均衡的方案：%2费用是最便宜方案的 %3 倍，时间是最快方案的 %4 倍。</translation>
    </message>
    <message>
        <source>Preferred over %1, which is within 10% but whose instance specification the catalog had to estimate (no vendor size table found): confirm it in the provider&apos;s console before choosing it.</source>
        <translation>优先于 %1：后者与之相差不到 10%，但其实例规格是数据目录估算的（未找到厂商的规格表）；选用前请在云厂商控制台确认。</translation>
    </message>
    <message>
        <source>The fastest feasible option, %1, takes %2 for %3 (%4x the cost).</source>
        <translation>最快的可行方案是 %1，约需 %2，费用 %3（为推荐方案的 %4 倍）。</translation>
    </message>
    <message>
        <source>The cheapest feasible option, %1, costs %2 but takes %3.</source>
        <translation>最便宜的可行方案是 %1，费用 %2，但需 %3。</translation>
    </message>
    <message>
        <source>Price: %1 per node-month, %2</source>
        <translation>价格：每节点每月 %1，%2</translation>
    </message>
    <message>
        <source>Price: %1 per node-hour, %2</source>
        <translation>价格：每节点每小时 %1，%2</translation>
    </message>
    <message>
        <source>; source: %1 (%2)</source>
        <translation>；来源：%1（%2）</translation>
    </message>
    <message>
        <source>; source: %1, %2 (%3)</source>
        <translation>；来源：%1，%2（%3）</translation>
    </message>
    <message>
        <source>; converted from %1 at %2 CNY per USD</source>
        <translation>；由 %1 按 1 美元 = %2 元换算</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the end of a sentence</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Spot can be reclaimed: at %1 reclaims per node-hour about %2 are expected; checkpointing every %3 min and restarting adds %4% to the time, already in the figures.</source>
        <translation>抢占式实例可能被回收：按每节点小时回收 %1 次计，预计回收约 %2 次；每 %3 分钟保存一次检查点并在回收后重启，使时间增加 %4%，已计入上述数字。</translation>
    </message>
    <message>
        <source>%1 On demand it would cost %2.</source>
        <translation>%1按量付费则需 %2。</translation>
    </message>
    <message>
        <source>Billed as %1 whole month(s) of subscription.</source>
        <translation>按包年包月计费，共 %1 个整月。</translation>
    </message>
    <message>
        <source>Billed as %1 whole month(s) of subscription, less than the %2 it costs on demand.</source>
        <translation>按包年包月计费，共 %1 个整月，低于按量付费所需的 %2。</translation>
    </message>
    <message>
        <source>Fits only with these changes to the job: %1.</source>
        <translation>需对任务做以下改动才能放入显存：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Even the slow end of the estimate (%1) meets the deadline.</source>
        <translation>即使按估算范围的慢端（%1），也能在截止时间前完成。</translation>
    </message>
    <message>
        <source>Risk: the slow end of the estimate (%1) would miss the %2 deadline; leave slack or choose a faster option.</source>
        <translation>风险：按估算范围的慢端（%1）会超过截止时间 %2；请留出余量或选择更快的方案。</translation>
    </message>
    <message>
        <source>1 USD = %1 CNY (planner default: the catalog has no exchange rate)</source>
        <translation>1 美元 = %1 元（规划器默认值：数据目录中没有汇率）</translation>
    </message>
    <message>
        <source>1 USD = %1 CNY (%2, %3)</source>
        <translation>1 美元 = %1 元（%2，%3）</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1: pay-as-you-go billed per %2 (planner default, the coarsest unit in use)</source>
        <translation>%1：按量付费的计费单位为 %2（规划器默认值，取常用计费单位中最粗的）</translation>
    </message>
    <message>
        <source>%1: pay-as-you-go billed per %2</source>
        <translation>%1：按量付费的计费单位为 %2</translation>
    </message>
    <message>
        <source>%1: spot at %2 x on-demand where no spot price is listed%3; %4 reclaims per node-hour, %5 min to restart%6</source>
        <translation>%1：未列出抢占式实例价格时，按按量付费价的 %2 倍计%3；每节点小时回收 %4 次，每次重启需 %5 分钟%6</translation>
    </message>
    <message>
        <source> (planner default)</source>
        <translation>（规划器默认值）</translation>
    </message>
    <message>
        <source> (planner default: no provider publishes a rate)</source>
        <translation>（规划器默认值：没有云厂商公布回收率）</translation>
    </message>
    <message>
        <source>%1: a month = on-demand x 730 h x %2 where no monthly price is listed%3</source>
        <translation>%1：未列出包月价格时，一个月 = 按量付费价 × 730 小时 × %2%3</translation>
    </message>
    <message>
        <source>%1: no storage offerings in the catalog, so storage is not costed</source>
        <translation>%1：数据目录中没有其存储产品，因此未计算存储费用</translation>
    </message>
    <message>
        <source>data set %1 GB (%2)</source>
        <translation>数据集 %1 GB（%2）</translation>
    </message>
    <message>
        <source>checkpoints written at %1 MB/s per node where the provider lists no block storage</source>
        <translation>云厂商未列出块存储时，按每节点 %1 MB/s 的速度写检查点</translation>
    </message>
    <message>
        <source>multi-node candidates use full nodes (the largest size of a family) with RDMA or at least %1 Gbit/s, doubling the nodes while it speeds the job up %2x or more</source>
        <translation>多节点方案只使用整机（同一规格族中最大的规格），且需支持 RDMA 或网络带宽至少 %1 Gbit/s；每次将节点数翻倍，直到加速不足 %2 倍为止</translation>
    </message>
    <message>
        <source>%1 is not available on %2; those candidates train in the 16-bit format the GPU has</source>
        <translation>%2 不支持 %1；这些方案改用该 GPU 支持的 16 位格式训练</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Best balance of cost and time</source>
        <translation>费用与时间最均衡</translation>
    </message>
    <message>
        <source>Confirmed specification preferred</source>
        <translation>优先选用规格已确认的实例</translation>
    </message>
    <message>
        <source>Fastest alternative</source>
        <translation>最快的备选方案</translation>
    </message>
    <message>
        <source>Cheapest alternative</source>
        <translation>最便宜的备选方案</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Spot reclaims</source>
        <translation>抢占式实例回收</translation>
    </message>
    <message>
        <source>Subscription months</source>
        <translation>包年包月月数</translation>
    </message>
    <message>
        <source>Changed to fit</source>
        <translation>为放入显存所做的改动</translation>
    </message>
    <message>
        <source>GPU memory use</source>
        <translation>显存占用</translation>
    </message>
    <message>
        <source>Deadline met with margin</source>
        <translation>留有余量地满足截止时间</translation>
    </message>
    <message>
        <source>Little slack before the deadline</source>
        <translation>截止时间余量不足</translation>
    </message>
    <message>
        <source>Precision changed</source>
        <translation>精度已更改</translation>
    </message>
    <message>
        <source>Method changed</source>
        <translation>训练方法已更改</translation>
    </message>
    <message>
        <source>Activation checkpointing changed</source>
        <translation>激活检查点已更改</translation>
    </message>
    <message>
        <source>Micro-batch changed</source>
        <translation>微批次已更改</translation>
    </message>
    <message>
        <source>ZeRO stage changed</source>
        <translation>ZeRO 阶段已更改</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>价格依据</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Billing granularity</source>
        <translation>计费粒度</translation>
    </message>
    <message>
        <source>Spot terms</source>
        <translation>抢占式实例条款</translation>
    </message>
    <message>
        <source>Subscription terms</source>
        <translation>包年包月条款</translation>
    </message>
    <message>
        <source>Storage not costed</source>
        <translation>未计存储费用</translation>
    </message>
    <message>
        <source>Data set size</source>
        <translation>数据集大小</translation>
    </message>
    <message>
        <source>Checkpoint write speed</source>
        <translation>检查点写入速度</translation>
    </message>
    <message>
        <source>Scaling out</source>
        <translation>多节点扩展</translation>
    </message>
    <message>
        <source>Hardware figures</source>
        <translation>硬件数值</translation>
    </message>
    <message>
        <source>Precision substituted</source>
        <translation>精度替换</translation>
    </message>
    <message>
        <source>activation checkpointing selective (recomputes attention only)</source>
        <translation>激活检查点改为选择性（只重算注意力）</translation>
    </message>
    <message>
        <source>the parallel layout the job gives (tensor x context x pipeline = %1, expert %2) does not divide the %3 GPUs of this candidate</source>
        <translation>任务指定的并行布局（张量 × 上下文 × 流水线 = %1，专家 %2）无法整除该方案的 %3 块 GPU</translation>
    </message>
    <message>
        <source>the parallel layout the job gives (tensor x context x pipeline = %1) does not divide the %2 GPUs of this candidate</source>
        <translation>任务指定的并行布局（张量 × 上下文 × 流水线 = %1）无法整除该方案的 %2 块 GPU</translation>
    </message>
    <message>
        <source>%1 by the framework&apos;s accelerators</source>
        <translation>%1 个因训练框架不支持该加速卡</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>selective (attention only)</source>
        <translation>选择性（仅注意力）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message numerus="yes">
        <source>data parallel on %n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU 数据并行</numerusform>
        </translation>
    </message>
    <message>
        <source>one GPU</source>
        <translation>单块 GPU</translation>
    </message>
    <message>
        <source>, sequence parallel</source>
        <translation>，序列并行</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>张量并行 %1</translation>
    </message>
    <message>
        <source>context parallel %1</source>
        <translation>上下文并行 %1</translation>
    </message>
    <message>
        <source>pipeline parallel %1 (%2 virtual stages)</source>
        <translation>流水线并行 %1（%2 个虚拟阶段）</translation>
    </message>
    <message>
        <source>pipeline parallel %1</source>
        <translation>流水线并行 %1</translation>
    </message>
    <message>
        <source>data parallel %1</source>
        <translation>数据并行 %1</translation>
    </message>
    <message>
        <source>, expert parallel over %1 GPUs</source>
        <translation>，专家并行分布在 %1 块 GPU 上</translation>
    </message>
    <message>
        <source>the catalog gives %1 candidates for this job; the plan keeps %2: the cost-time front, the cheapest and the fastest of those that qualify and of those over the budget or deadline, then the cheapest rejected (narrow the job by provider, region or GPU to see the others)</source>
        <translation>数据目录为该任务给出 %1 个候选方案，规划保留其中 %2 个：成本-时间帕累托前沿、满足条件者与超出预算或截止时间者中最便宜和最快的若干个，以及其余被排除方案中最便宜的（按云厂商、地域或 GPU 缩小范围即可看到其余方案）</translation>
    </message>
    <message>
        <source>Candidates left out</source>
        <translation>未列出的候选方案</translation>
    </message>
    <message>
        <source>%1 by keeping data in mainland China</source>
        <translation>%1 个因数据不出境被排除</translation>
    </message>
    <message>
        <source>Data stays in mainland China</source>
        <translation>数据不出境</translation>
    </message>
    <message>
        <source>asks for %1 spot GPUs at once (%2 x %3); %4 spot capacity for sizes of %5 GPUs or more is plausibly about %6 GPUs of one type in a region (%7), so the fleet would wait for capacity or be refused</source>
        <translation>一次需要 %1 块抢占式 GPU（%2 × %3）；%4 在 %5 卡及以上规格上的抢占式容量估计在一个地域内同一规格约 %6 块 GPU（%7），这样的机群会等待容量或被拒绝</translation>
    </message>
    <message>
        <source>All %1 nodes must keep their spot instances: a reclaim of any one stops the whole job, so the job is interrupted about every %2, and after each one the replacement waits for spot capacity, which the estimate does not include; keep the on-demand option in mind if spot capacity runs out.</source>
        <translation>全部 %1 个节点都必须保住各自的抢占式实例：任何一台被回收都会中断整个作业，因此作业大约每 %2 中断一次；每次中断后替补节点还要等待抢占式容量，这段等待不在估算之内。抢占式容量不足时请考虑按量付费。</translation>
    </message>
    <message>
        <source>Passed over: %1 would come to %2 in about %3, but it asks for %4 spot GPUs at once; %5 spot capacity for sizes of %6 GPUs or more is plausibly about %7 GPUs of one type in a region (%8), so the fleet would wait for capacity or be refused.</source>
        <translation>未选：%1 约需 %2、约 %3，但一次需要 %4 块抢占式 GPU；%5 在 %6 卡及以上规格上的抢占式容量估计在一个地域内同一规格约 %7 块 GPU（%8），这样的机群会等待容量或被拒绝。</translation>
    </message>
    <message>
        <source>%1: spot on sizes of %2 GPUs or more at %3 x on-demand, %4 reclaims per node-hour</source>
        <translation>%1：%2 卡及以上规格的抢占式实例为按量价格 × %3，每节点每小时回收 %4 次</translation>
    </message>
    <message>
        <source>%1, at most about %2 spot GPUs of one type at once in a region</source>
        <translation>%1，一个地域内同一规格同时最多约 %2 块抢占式 GPU</translation>
    </message>
    <message>
        <source>Spot fleet risk</source>
        <translation>抢占式机群风险</translation>
    </message>
    <message>
        <source>Spot fleet passed over</source>
        <translation>未选的抢占式机群</translation>
    </message>
    <message>
        <source>Spot terms of large sizes</source>
        <translation>大规格的抢占式条款</translation>
    </message>
    <message>
        <source>The price is the catalog&apos;s estimate, not a price the provider lists: confirm it in the provider&apos;s console, or quote it from your own account with catalog quote-script, before renting.</source>
        <translation>该价格是数据目录的估算，并非云厂商公布的价格：租用前请在云厂商控制台确认，或用 catalog quote-script 从您自己的账号查询报价。</translation>
    </message>
    <message>
        <source>The price is the catalog&apos;s estimate, not a price the provider lists (%1): confirm it in the provider&apos;s console, or quote it from your own account with catalog quote-script, before renting.</source>
        <translation>该价格是数据目录的估算，并非云厂商公布的价格（%1）：租用前请在云厂商控制台确认，或用 catalog quote-script 从您自己的账号查询报价。</translation>
    </message>
    <message>
        <source>less than a month old</source>
        <translation>不到一个月</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) old, older than 12 months: check the current price</source>
        <translation>
            <numerusform>%n 个月前，已超过 12 个月：请核对当前价格</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) old</source>
        <translation>
            <numerusform>%n 个月前</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimated price</source>
        <translation>估算价格</translation>
    </message>
    <message>
        <source>%1 is under export controls that limit its sale into mainland China (%2): providers there rent out the stock they have, so capacity can run short; confirm the instance type is available before planning around it</source>
        <translation>%1 受出口管制，向中国大陆销售受限（%2）：当地云厂商只能出租现有库存，容量可能不足；请先确认该实例规格有货再据此规划</translation>
    </message>
    <message>
        <source>list</source>
        <comment>confidence of a catalog figure: from the vendor&apos;s price list</comment>
        <translation>厂商价目表</translation>
    </message>
    <message>
        <source>reported</source>
        <comment>confidence of a catalog figure: reported by a third party</comment>
        <translation>第三方报告</translation>
    </message>
    <message>
        <source>estimate</source>
        <comment>confidence of a catalog figure: derived by TrainPlan</comment>
        <translation>估算</translation>
    </message>
    <message>
        <source>quote</source>
        <comment>confidence of a catalog figure: quoted by the provider&apos;s API for the user&apos;s account</comment>
        <translation>报价</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <source>selective activation checkpointing</source>
        <translation>选择性激活检查点</translation>
    </message>
    <message>
        <source>Uses %1 of %2 GiB per GPU (%3).</source>
        <translation>每张 GPU 占用 %1 GiB 显存（共 %2 GiB；%3）。</translation>
    </message>
    <message>
        <source>Save a checkpoint every %1 min (Young&apos;s formula √(2·C·M): C = %2 s to write one, M = %3 h between reclaims) and restart automatically from the latest one; this adds about %4% to the run time.</source>
        <translation>每 %1 分钟保存一次检查点（Young 公式 √(2·C·M)：C = 写一个检查点的 %2 秒，M = 平均 %3 小时回收一次），并自动从最新的检查点重启；这会使运行时间增加约 %4%。</translation>
    </message>
    <message>
        <source>a setting the job fixes is kept even where a faster one fits: activation checkpointing computes the forward pass twice, and a higher ZeRO stage or a smaller micro-batch adds communication and steps</source>
        <translation>作业固定的设置即使有更快且放得下的选择也会保留：激活检查点会把前向计算做两遍，更高的 ZeRO 阶段或更小的微批次会增加通信和步数</translation>
    </message>
    <message>
        <source>the job fixes %1; without them the estimate is %2% faster</source>
        <translation>作业固定了%1；不固定时估算快 %2%</translation>
    </message>
    <message>
        <source>Leave out %1 unless you need them: with %2 this candidate still fits and trains %3% faster (%4 h instead of %5 h).</source>
        <translation>除非确有需要，请去掉固定的%1：改为%2后，此候选仍能放下，训练快 %3%（%4 小时，而不是 %5 小时）。</translation>
    </message>
    <message>
        <source>spot assumed at %1 x on-demand (planner default: no spot terms in the catalog)</source>
        <translation>假设抢占式实例价 = 按量付费价 × %1（规划器默认值：数据目录中没有抢占式实例条款）</translation>
    </message>
    <message>
        <source>spot assumed at %1 x on-demand (provider spot terms; the market price moves)</source>
        <translation>假设抢占式实例价 = 按量付费价 × %1（云厂商的抢占式实例条款；实际市场价会变动）</translation>
    </message>
    <message>
        <source>month assumed at on-demand x 730 h x %1 (planner default: no subscription terms in the catalog)</source>
        <translation>假设包月价 = 按量付费价 × 730 小时 × %1（规划器默认值：数据目录中没有包年包月条款）</translation>
    </message>
    <message>
        <source>month assumed at on-demand x 730 h x %1 (provider subscription terms)</source>
        <translation>假设包月价 = 按量付费价 × 730 小时 × %1（云厂商的包年包月条款）</translation>
    </message>
    <message>
        <source>CNY</source>
        <comment>unit after an amount</comment>
        <translation>元</translation>
    </message>
    <message>
        <source>USD</source>
        <comment>unit after an amount</comment>
        <translation>美元</translation>
    </message>
    <message>
        <source>ZeRO stage 2 under %1 is its distributed optimizer (--use-distributed-optimizer): optimizer states and master weights sharded, the gradient buffer whole, as in stage 1</source>
        <translation>%1 中的 ZeRO 第 2 阶段即其分布式优化器（--use-distributed-optimizer）：切分优化器状态和主权重，梯度缓冲区保持完整，与第 1 阶段相同</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 GiB, %2% of it kept free</source>
        <translation>%1 GiB（其中保留 %2% 空闲）</translation>
    </message>
    <message>
        <source>needs %1 GiB per GPU but %2 has %3, with every setting tried (ZeRO, activation checkpointing, micro-batch 1)</source>
        <translation>每块 GPU 需要 %1 GiB 显存，但 %2 只有 %3，已尝试所有设置（ZeRO、激活检查点、微批次 1）</translation>
    </message>
    <message>
        <source>needs %1 GiB per GPU but %2 has %3 with %4 as given; leave them out to let TrainPlan find a setting that fits</source>
        <translation>按给定的 %4，每块 GPU 需要 %1 GiB 显存，但 %2 只有 %3；去掉这些设置可让 TrainPlan 找到能放下的配置</translation>
    </message>
    <message>
        <source>sequence parallelism splits what tensor parallelism leaves whole; with tensor 1 it is switched off, as Megatron-LM does</source>
        <translation>序列并行切分的是张量并行未切分的部分；张量并行度为 1 时与 Megatron-LM 一样将其关闭</translation>
    </message>
    <message>
        <source>candidates leave %1% of GPU memory free</source>
        <translation>候选方案保留 %1% 的显存空闲</translation>
    </message>
    <message>
        <source>Memory kept free</source>
        <translation>保留显存</translation>
    </message>
    <message>
        <source>the size given in the job</source>
        <translation>任务中填写的大小</translation>
    </message>
    <message>
        <source>Use QLoRA (choose it as the method, or let the planner change the method): it needs %1 GiB per GPU on %2 (%3 GiB) instead of %4 GiB with LoRA.</source>
        <translation>改用 QLoRA（把训练方法选为 QLoRA，或允许规划器更换方法）：在 %2（%3 GiB）上每张 GPU 只需 %1 GiB，而 LoRA 需要 %4 GiB。</translation>
    </message>
    <message>
        <source>candidates leave %1% of GPU memory free (planner default; the budget&apos;s memory kept free sets it)</source>
        <translation>候选方案预留 %1% 的显存（规划器默认值；可在预算中的“保留显存”设置）</translation>
    </message>
    <message>
        <source>candidates are kept to regions in mainland China and priced there (the budget keeps data in mainland China): %1 instance types sold only in Hong Kong or overseas were left out</source>
        <translation>候选方案仅限中国大陆地域并按大陆地域价格计算（预算设置了数据不出境）：仅在香港或海外销售的 %1 个实例规格已排除</translation>
    </message>
    <message>
        <source>the vCPUs and network speed given for the hardware describe one machine; the plan uses each catalog instance&apos;s own figures</source>
        <translation>硬件中填写的 vCPU 数和网络带宽描述的是一台机器；方案使用数据目录中每个实例规格自己的数值</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>the global batch %1 does not split evenly into micro-batch %2 x %3 data-parallel GPUs: each step would take %4 samples (%5 accumulation steps), which DeepSpeed and Megatron-LM refuse; give a global batch that is a multiple of %6 (the nearest: %7)</source>
        <translation>全局批次 %1 无法平均分配到微批次 %2 × %3 个数据并行 GPU：每步将处理 %4 个样本（%5 次梯度累积），DeepSpeed 和 Megatron-LM 会拒绝；请把全局批次设为 %6 的整数倍（最接近的：%7）</translation>
    </message>
    <message>
        <source>%1 is sold through the provider&apos;s sales team, not by the hour to anyone</source>
        <translation>%1 只能通过云厂商销售团队购买，并非任何人都能按量租用</translation>
    </message>
    <message>
        <source>%1 is rented by application (whitelist, ticket or invitation), not to anyone who asks</source>
        <translation>%1 需申请后才能租用（白名单、工单或邀测），并非任何人都能直接购买</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 by the offers the plan may use</source>
        <translation>购买方式限制排除 %1 个</translation>
    </message>
    <message>
        <source>1 USD = %1 CNY (the rate set for this plan)</source>
        <translation>1 美元 = %1 元（本计划自设的汇率）</translation>
    </message>
    <message>
        <source> (%1%)</source>
        <translation>（%1%）</translation>
    </message>
    <message>
        <source>%1: list prices include VAT%2</source>
        <translation>%1：目录价含增值税%2</translation>
    </message>
    <message>
        <source>%1: list prices exclude VAT and other taxes%2</source>
        <translation>%1：目录价不含增值税及其他税费%2</translation>
    </message>
    <message>
        <source>open to anyone</source>
        <translation>可直接购买</translation>
    </message>
    <message>
        <source>by application</source>
        <translation>需申请</translation>
    </message>
    <message>
        <source>through the sales team</source>
        <translation>需联系销售</translation>
    </message>
    <message>
        <source>offers the plan may use: %1</source>
        <translation>规划可用的实例：%1</translation>
    </message>
    <message>
        <source> (planner default; the budget&apos;s offers to use set it)</source>
        <translation>（规划默认值；可在预算中设置）</translation>
    </message>
    <message>
        <source>Tax in the prices</source>
        <translation>价格含税情况</translation>
    </message>
    <message>
        <source>Offers that can be bought</source>
        <translation>可购买的实例</translation>
    </message>
    <message>
        <source>; instance types sold otherwise left out: %1</source>
        <translation>；已排除其他方式售卖的实例规格 %1 个</translation>
    </message>
    <message>
        <source>the host launches this model&apos;s kernels more slowly than the GPUs run them (%1 ms per micro-batch): a larger micro-batch, longer samples, torch.compile or CUDA graphs use the GPUs better</source>
        <translation>主机启动该模型内核的速度慢于 GPU 执行它们的速度（每个微批次 %1 毫秒）：更大的微批次、更长的样本、torch.compile 或 CUDA Graphs 能更好地利用 GPU</translation>
    </message>
</context>
<context>
    <name>CostTimeChartView</name>
    <message>
        <source>Cost against time</source>
        <translation>费用与时间</translation>
    </message>
    <message>
        <source>Cost (%1, log scale)</source>
        <translation>费用（%1，对数刻度）</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>费用（%1）</translation>
    </message>
    <message>
        <source>Budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>Deadline %1</source>
        <translation>截止时间 %1</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>不满足条件</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>已选</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, %3&lt;br&gt;%4 · %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2，%3&lt;br&gt;%4 · %5&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>Time (h, log scale)</source>
        <translation>时间（小时，对数刻度）</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>时间（小时）</translation>
    </message>
    <message>
        <source>%1 (all within it)</source>
        <translation>%1（全部在预算内）</translation>
    </message>
    <message>
        <source>%1 (all meet it)</source>
        <translation>%1（全部满足）</translation>
    </message>
    <message>
        <source>Other GPUs</source>
        <translation>其他 GPU</translation>
    </message>
    <message numerus="yes">
        <source>Rejected (%n off the chart)</source>
        <translation>
            <numerusform>已排除（%n 个在图外）</numerusform>
        </translation>
    </message>
    <message>
        <source>Time (min, log scale)</source>
        <translation>时间（分钟，对数刻度）</translation>
    </message>
    <message>
        <source>Time (min)</source>
        <translation>时间（分钟）</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <source>Total &amp;tokens</source>
        <translation>总 token 数(&amp;T)</translation>
    </message>
    <message>
        <source>Sa&amp;mples</source>
        <translation>样本数(&amp;M)</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>more than any model has been trained on (Llama 3: 15T).</source>
        <translation>超过迄今任何模型的训练量（Llama 3：15T）。</translation>
    </message>
    <message>
        <source>Tokens in one epoch, e.g. 2T or 1.5e9.</source>
        <translation>每轮的 token 数，例如 2T 或 1.5e9。</translation>
    </message>
    <message>
        <source>no data set has a trillion samples.</source>
        <translation>没有哪个数据集有一万亿个样本。</translation>
    </message>
    <message>
        <source>= sequence length</source>
        <translation>= 序列长度</translation>
    </message>
    <message>
        <source>Average tokens a sample really has; compute pays for these, memory for the padded sequence length.</source>
        <translation>每个样本实际的平均 token 数；计算量按它计，显存按填充后的序列长度计。</translation>
    </message>
    <message>
        <source>a thousand passes over the data is not a real plan.</source>
        <translation>训练一千轮不是切实的规划。</translation>
    </message>
    <message>
        <source>Passes over the data set; fractions are fine (0.5 = half of it).</source>
        <translation>遍历数据集的次数，可以是小数（0.5 = 一半数据）。</translation>
    </message>
    <message>
        <source>estimated from the samples</source>
        <translation>按样本数估算</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>ten petabytes is beyond any single training set.</source>
        <translation>10 PB 超出任何单个训练集的规模。</translation>
    </message>
    <message>
        <source>Size on disk: sizes the storage and its cost.</source>
        <translation>磁盘占用：决定存储容量和费用。</translation>
    </message>
    <message>
        <source>Where the data set is kept before training. Several nodes need one shared copy (a file system) or a copy each; object storage is cheapest but slowest to read.</source>
        <translation>训练前数据集存放的位置。多节点训练需要一份共享副本（文件系统）或每节点一份；对象存储最便宜，但读取最慢。</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Size given as:</source>
        <translation>规模表示方式：</translation>
    </message>
    <message>
        <source>T&amp;okens:</source>
        <translation>token 数(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Samples:</source>
        <translation>样本数(&amp;S)：</translation>
    </message>
    <message>
        <source>Tokens &amp;per sample:</source>
        <translation>每样本 token 数(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation>训练轮数(&amp;E)：</translation>
    </message>
    <message>
        <source>Size on &amp;disk:</source>
        <translation>磁盘占用(&amp;D)：</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>How much is trained on, how many times, and where it is stored.</source>
        <translation>训练多少数据、训练几轮，以及数据存放在哪里。</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>图像数(&amp;I)：</translation>
    </message>
    <message>
        <source>Images in one epoch.</source>
        <translation>每轮的图像数。</translation>
    </message>
    <message>
        <source>Training examples (sequences) in one epoch.</source>
        <translation>每轮的训练样本（序列）数。</translation>
    </message>
    <message>
        <source>The plan trains on %1 tokens in total (%2 samples × %3 epochs); data set about %4 GB.</source>
        <translation>本规划共训练 %1 token（%2个样本 × %3轮）；数据集约 %4 GB。</translation>
    </message>
    <message>
        <source>The plan trains on %1 images in total (%2 × %3 epochs); data set about %4 GB.</source>
        <translation>本规划共训练 %1张图像（%2 × %3轮）；数据集约 %4 GB。</translation>
    </message>
    <message>
        <source>Count the data set in tokens, as language-model data sets are usually given.</source>
        <translation>按 token 数计算数据集规模，语言模型的数据集通常这样给出。</translation>
    </message>
    <message>
        <source>Count the data set in samples (sequences, documents, examples) and their average length in tokens.</source>
        <translation>按样本数（序列、文档、示例）及每个样本的平均 token 数计算数据集规模。</translation>
    </message>
    <message>
        <source>Automatic (the framework&apos;s usual loader)</source>
        <translation>自动（框架的默认数据加载方式）</translation>
    </message>
    <message>
        <source>CPU workers decode the images</source>
        <translation>CPU 工作进程解码图像</translation>
    </message>
    <message>
        <source>GPU decodes them (NVIDIA DALI)</source>
        <translation>GPU 解码（NVIDIA DALI）</translation>
    </message>
    <message>
        <source>Preprocessed (already decoded, cached)</source>
        <translation>已预处理（事先解码并缓存）</translation>
    </message>
    <message>
        <source>&lt;p&gt;Who turns the stored images into tensors. &lt;b&gt;CPU workers&lt;/b&gt; (PyTorch&apos;s DataLoader) decode and augment on the host&apos;s cores: with small models or many GPUs the CPU, not the GPU, sets the pace, and the plan says so. &lt;b&gt;GPU&lt;/b&gt; decoding (DALI) takes that work off the CPU. &lt;b&gt;Preprocessed&lt;/b&gt; data (decoded in advance, e.g. a cached or FFCV data set) costs almost no CPU.&lt;/p&gt;</source>
        <translation>&lt;p&gt;由谁把存储的图像变成张量。&lt;b&gt;CPU 工作进程&lt;/b&gt;（PyTorch DataLoader）在主机的 CPU 核上解码和做数据增强：模型较小或 GPU 较多时，决定速度的是 CPU 而不是 GPU，方案会注明。&lt;b&gt;GPU&lt;/b&gt; 解码（DALI）把这部分工作从 CPU 移走。&lt;b&gt;已预处理&lt;/b&gt;的数据（事先解码，例如缓存或 FFCV 格式的数据集）几乎不占 CPU。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Image decodin&amp;g:</source>
        <translation>图像解码(&amp;G)：</translation>
    </message>
    <message>
        <source>Sto&amp;red in:</source>
        <translation>存放位置(&amp;R)：</translation>
    </message>
</context>
<context>
    <name>DocumentActions</name>
    <message>
        <source>&amp;New Plan</source>
        <translation>新建规划(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>PDF plan sheet, CSV of the candidates, JSON and launch files of the selected candidate (or the recommended one)</source>
        <translation>所选候选方案（未选择时为推荐方案）的 PDF 计划书、候选方案 CSV、JSON 及启动文件</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>打开规划</translation>
    </message>
    <message>
        <source>Cannot open the plan</source>
        <translation>无法打开规划</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>保存规划</translation>
    </message>
    <message>
        <source>Cannot save the plan</source>
        <translation>无法保存规划</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>The plan has changes that are not saved. Save them first?</source>
        <translation>规划有尚未保存的修改。要先保存吗？</translation>
    </message>
    <message>
        <source>The automatic copy %1 cannot be read: %2 It is kept as %3.</source>
        <translation>无法读取自动副本 %1：%2 该副本已保留为 %3。</translation>
    </message>
    <message>
        <source>• Untitled plan, saved %1</source>
        <translation>• 未命名规划，保存于 %1</translation>
    </message>
    <message>
        <source>• %1, saved %2</source>
        <translation>• %1，保存于 %2</translation>
    </message>
    <message>
        <source>(%1 no longer exists: it opens as an untitled plan)</source>
        <translation>（%1 已不存在：将作为未命名规划打开）</translation>
    </message>
    <message>
        <source>Recover Unsaved Plans</source>
        <translation>恢复未保存的规划</translation>
    </message>
    <message>
        <source>TrainPlan did not quit normally last time, and the automatic copies it made cannot be restored.</source>
        <translation>TrainPlan 上次未正常退出，且它保存的自动副本无法恢复。</translation>
    </message>
    <message numerus="yes">
        <source>TrainPlan did not quit normally last time. It kept an automatic copy of %n plan(s) with unsaved changes:</source>
        <translation>
            <numerusform>TrainPlan 上次未正常退出。它为 %n 个有未保存修改的规划保留了自动副本：</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation>稍后处理(&amp;K)</translation>
    </message>
    <message>
        <source>Restore opens it with its changes: save it to keep them. Discard deletes it.</source>
        <translation>“恢复”会打开它及其中的修改，保存后才会保留这些修改。“丢弃”会删除它。</translation>
    </message>
    <message>
        <source>Restore opens the most recent one; the others are offered again at the next start. Discard deletes them all.</source>
        <translation>“恢复”会打开最近的一个，其余的在下次启动时再次提供。“丢弃”会将它们全部删除。</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名规划</translation>
    </message>
    <message>
        <source>Restored %1 from its automatic copy: save it to keep the changes.</source>
        <translation>已从自动副本恢复 %1：请保存以保留修改。</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Some files were not written; files that were there are unchanged.

%1</source>
        <translation>部分文件未能写入；原有文件保持不变。

%1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s) to %1</source>
        <translation>
            <numerusform>已导出 %n 个文件到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 已不存在。</translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation>没有最近的规划</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>放弃(&amp;D)</translation>
    </message>
</context>
<context>
    <name>EditPriceDialog</name>
    <message>
        <source>Edit Price</source>
        <translation>编辑价格</translation>
    </message>
    <message>
        <source>Add Price</source>
        <translation>添加价格</translation>
    </message>
    <message>
        <source>All regions</source>
        <translation>所有地域</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>例如 %1</translation>
    </message>
    <message>
        <source>Where the price comes from: price page, console or invoice</source>
        <translation>价格出处：价格页面、控制台或账单</translation>
    </message>
    <message>
        <source>Entered by the user in TrainPlan</source>
        <translation>用户在 TrainPlan 中录入</translation>
    </message>
    <message>
        <source>Vendor figure (price list or console)</source>
        <translation>厂商数据（价格表或控制台）</translation>
    </message>
    <message>
        <source>Reported (a quote, an invoice, a third party)</source>
        <translation>第三方报告（报价、账单或第三方）</translation>
    </message>
    <message>
        <source>Estimate (derived; say how below)</source>
        <translation>估算（推算所得；请在下方说明方法）</translation>
    </message>
    <message>
        <source>How the estimate was derived</source>
        <translation>估算值的推算方法</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The price is saved in your overrides folder; updates of the built-in catalog never overwrite it. &quot;Revert to shipped price&quot; removes it.</source>
        <translation>价格保存在您的覆盖文件夹中，内置数据目录更新时不会覆盖它。“恢复内置价格”可删除它。</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Enter the price.</source>
        <translation>请输入价格。</translation>
    </message>
    <message>
        <source>Not a number: write it like %1.</source>
        <translation>不是数字：请写成 %1 这样的形式。</translation>
    </message>
    <message>
        <source>The price must be more than 0.</source>
        <translation>价格必须大于 0。</translation>
    </message>
    <message>
        <source>Too large for a price: check the digits.</source>
        <translation>数值过大，不像价格：请检查位数。</translation>
    </message>
    <message>
        <source>Say where the price comes from.</source>
        <translation>请说明价格的出处。</translation>
    </message>
    <message>
        <source>An estimate needs its derivation: how the price was worked out.</source>
        <translation>估算值需要说明推算方法：价格是如何得出的。</translation>
    </message>
    <message>
        <source>How the price is charged: by the hour on demand or as spot (which the provider can reclaim), by the month, or reserved for one or three years.</source>
        <translation>价格的计费方式：按小时计费的按量付费或抢占式实例（云厂商可能将其回收）、按月计费的包年包月，或 1 年、3 年期的预留实例。</translation>
    </message>
    <message>
        <source>The region the price applies in; All regions when it is the same everywhere.</source>
        <translation>价格适用的地域；各地域价格相同时选择“所有地域”。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>The currency the price is in: CNY (yuan) or USD (dollars).</source>
        <translation>价格所用的币种：CNY（人民币）或 USD（美元）。</translation>
    </message>
    <message>
        <source>What the whole instance costs (all its GPUs), per hour, or per month for a monthly subscription: a number above 0, without a currency sign.</source>
        <translation>整个实例（含其全部 GPU）的价格，按小时计；包年包月则按月计。填写大于 0 的数字，不带货币符号。</translation>
    </message>
    <message>
        <source>Where the price comes from: the price page&apos;s address, the console, a quote or an invoice. Required: the plan sheet cites it.</source>
        <translation>价格的出处：价格页面的网址、控制台、报价单或账单。必填：计划书会引用它。</translation>
    </message>
    <message numerus="yes">
        <source>The day the price was seen or quoted, not later than today. Prices older than %n days are marked stale.</source>
        <translation>
            <numerusform>查到价格或获得报价的日期，不能晚于今天。超过 %n 天的价格会标记为已过时。</numerusform>
        </translation>
    </message>
    <message>
        <source>How sure the figure is: from the vendor itself, reported by someone else, or an estimate of yours (then say how in Derivation).</source>
        <translation>该数字的可信程度：来自厂商本身、由他人报告，或是您自己的估算（此时请在“推算方法”中说明）。</translation>
    </message>
    <message>
        <source>For an estimate only: how it was worked out, e.g. &quot;the 1-GPU type&apos;s price × 2&quot;.</source>
        <translation>仅用于估算值：说明它是如何得出的，例如“单卡规格的价格 × 2”。</translation>
    </message>
    <message>
        <source>Anything worth knowing later (a discount, a minimum term); optional.</source>
        <translation>日后值得了解的信息（如折扣、最短购买时长）；可选。</translation>
    </message>
    <message>
        <source>&amp;Billing:</source>
        <translation>计费方式(&amp;B)：</translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation>地域(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>价格(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>来源(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>Con&amp;fidence:</source>
        <translation>可信度(&amp;F)：</translation>
    </message>
    <message>
        <source>Deri&amp;vation:</source>
        <translation>推算方法(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>Too small for an instance&apos;s price: check the digits and the unit.</source>
        <translation>作为实例价格过小：请检查数字和单位。</translation>
    </message>
</context>
<context>
    <name>EstimatePage</name>
    <message>
        <source>Pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位量化基座）</translation>
    </message>
    <message>
        <source>LoRA and QLoRA train small adapters on a frozen base model; they apply to transformers only.</source>
        <translation>LoRA 和 QLoRA 在冻结的基座模型上训练小型适配器，仅适用于 Transformer 模型。</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>Automatic trains in BF16 where the GPU has it, otherwise in FP16.</source>
        <translation>自动：GPU 支持 BF16 时用 BF16 训练，否则用 FP16。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>训练方法(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation>每节点 GPU 数(&amp;N)：</translation>
    </message>
    <message>
        <source>N&amp;odes:</source>
        <translation>节点数(&amp;O)：</translation>
    </message>
    <message>
        <source>Training samples (sequences or images) in one epoch.</source>
        <translation>每轮（epoch）的训练样本数（文本序列或图像）。</translation>
    </message>
    <message>
        <source>Average tokens in one sample; also the sequence length trained at.</source>
        <translation>每个样本的平均 token 数，也作为训练时的序列长度。</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>&amp;Tokens per sample:</source>
        <translation>每样本 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source>Problems in the job</source>
        <translation>任务配置中的问题</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算结果</translation>
    </message>
    <message>
        <source>Fits in GPU memory:</source>
        <translation>显存是否够用：</translation>
    </message>
    <message>
        <source>Memory per GPU:</source>
        <translation>每卡显存：</translation>
    </message>
    <message>
        <source>Training time:</source>
        <translation>训练时间：</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation>吞吐量：</translation>
    </message>
    <message>
        <source>GPU time:</source>
        <translation>GPU 用量：</translation>
    </message>
    <message>
        <source>Settings chosen:</source>
        <translation>选用的设置：</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>够用</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>不够用</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <source>%1 (range %2 to %3)</source>
        <translation>%1（范围 %2 至 %3）</translation>
    </message>
    <message>
        <source>%1 tokens/s, %2 samples/s</source>
        <translation>每秒 %1 token，每秒 %2 个样本</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>每秒 %1 个样本</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no estimate</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>Samp&amp;les:</source>
        <translation>样本数(&amp;L)：</translation>
    </message>
    <message>
        <source>Epo&amp;chs:</source>
        <translation>训练轮数(&amp;C)：</translation>
    </message>
    <message>
        <source>The model to estimate, from the catalog; its size and layers decide the memory.</source>
        <translation>要估算的模型，取自数据目录；其规模和层数决定显存占用。</translation>
    </message>
    <message>
        <source>The GPU each training process runs on, with its memory in GiB.</source>
        <translation>每个训练进程所用的 GPU，附其显存容量（GiB）。</translation>
    </message>
    <message>
        <source>GPUs in one machine (node), 1 to 16; the batch is split across all GPUs.</source>
        <translation>单台机器（节点）中的 GPU 数，1 到 16；批次会分摊到所有 GPU 上。</translation>
    </message>
    <message>
        <source>Machines training together, 1 to 64; more than one needs a fast network between them.</source>
        <translation>共同训练的机器（节点）数，1 到 64；多于一台时，机器之间需要高速网络。</translation>
    </message>
    <message>
        <source>Passes over the data set, 0.1 to 1,000; fractions are fine (0.5 = half of it).</source>
        <translation>遍历数据集的次数，0.1 到 1,000，可以是小数（0.5 = 一半数据）。</translation>
    </message>
    <message>
        <source>Why no estimate can be made: change the fields named here.</source>
        <translation>无法估算的原因：请修改此处列出的字段。</translation>
    </message>
    <message>
        <source>What the estimate assumes or doubts; each line&apos;s tooltip has its code.</source>
        <translation>估算所依据的假设和存疑之处；每行的悬停提示中显示其代码。</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO 阶段 %1</translation>
    </message>
    <message>
        <source>activation checkpointing on</source>
        <translation>开启激活检查点</translation>
    </message>
    <message>
        <source>activation checkpointing off</source>
        <translation>关闭激活检查点</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Plan</source>
        <translation>导出规划</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>文件名</translation>
    </message>
    <message>
        <source>The files are called NAME.pdf, NAME.csv, NAME.json and NAME-launch/.</source>
        <translation>文件名为 NAME.pdf、NAME.csv、NAME.json 和 NAME-launch/。</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>文件名(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;PDF plan sheet (A4, in the interface language): for whoever approves the budget</source>
        <translation>PDF 计划书(&amp;P)（A4，界面语言）：供预算审批人使用</translation>
    </message>
    <message>
        <source>&amp;CSV of every candidate (UTF-8, opens in Excel): for finance</source>
        <translation>全部候选方案的 CSV(&amp;C)（UTF-8，可用 Excel 打开）：供财务使用</translation>
    </message>
    <message>
        <source>&amp;JSON of the whole plan (the trainplan-cli plan format)</source>
        <translation>完整规划的 JSON(&amp;J)（trainplan-cli plan 格式）</translation>
    </message>
    <message>
        <source>&amp;Launch files: DeepSpeed config, torchrun script, Volcano Job, PAI-DLC spec</source>
        <translation>启动文件(&amp;L)：DeepSpeed 配置、torchrun 脚本、Volcano Job、PAI-DLC 任务定义</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Export Into</source>
        <translation>导出到</translation>
    </message>
    <message>
        <source>Choose at least one thing to export.</source>
        <translation>请至少选择一项导出内容。</translation>
    </message>
    <message>
        <source>Give the files a name.</source>
        <translation>请为文件命名。</translation>
    </message>
    <message>
        <source>A file name cannot contain / \ : * ? &quot; &lt; &gt; |.</source>
        <translation>文件名不能包含 / \ : * ? &quot; &lt; &gt; |。</translation>
    </message>
    <message>
        <source>Browse for the folder</source>
        <translation>浏览文件夹</translation>
    </message>
    <message>
        <source>Choose the folder in a file dialog.</source>
        <translation>在文件对话框中选择文件夹。</translation>
    </message>
    <message>
        <source>NAME.pdf: one A4 page with the configuration to rent, its cost, time and memory, and the alternatives.</source>
        <translation>NAME.pdf：一页 A4，列出要租用的配置及其费用、时间和显存，以及备选方案。</translation>
    </message>
    <message>
        <source>NAME.csv: every candidate in a row, with its price, cost, time and memory; UTF-8 with a byte order mark, so Excel shows Chinese text right.</source>
        <translation>NAME.csv：每个候选方案一行，含价格、费用、时间和显存；采用带 BOM（字节顺序标记）的 UTF-8 编码，Excel 能正确显示中文。</translation>
    </message>
    <message>
        <source>NAME.json: the job and every candidate, as trainplan-cli plan writes it, for scripts and for comparing plans later.</source>
        <translation>NAME.json：任务及全部候选方案，格式与 trainplan-cli plan 的输出相同，便于脚本处理和日后比较规划。</translation>
    </message>
    <message>
        <source>NAME-launch/: files that start the training on the chosen configuration, to adapt and run.</source>
        <translation>NAME-launch/：在所选配置上启动训练的文件，按需修改后即可运行。</translation>
    </message>
    <message>
        <source>The configuration to rent, which the plan sheet and the launch files are about:</source>
        <translation>要租用的配置（计划书和启动文件都以它为准）：</translation>
    </message>
    <message>
        <source>The &amp;recommended candidate: none meets every limit</source>
        <translation>推荐的候选方案(&amp;R)：没有满足全部限制的候选</translation>
    </message>
    <message>
        <source>The &amp;recommended candidate: %1</source>
        <translation>推荐的候选方案(&amp;R)：%1</translation>
    </message>
    <message>
        <source>The row &amp;selected in the results: %1</source>
        <translation>结果中选中的行(&amp;S)：%1</translation>
    </message>
    <message>
        <source>The folder the files are written into; it is created if it does not exist. Files of the same name there are replaced.</source>
        <translation>文件写入的文件夹；不存在时会自动创建。其中同名的文件会被替换。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Choose a folder.</source>
        <translation>请选择文件夹。</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>The folder does not exist yet: Export creates it.</source>
        <translation>该文件夹尚不存在：导出时会创建它。</translation>
    </message>
    <message>
        <source>The candidate the planner recommends for the job&apos;s limits and objective.</source>
        <translation>规划器按任务的限制和目标推荐的候选方案。</translation>
    </message>
    <message>
        <source>The candidate selected in the results table or chart, instead of the recommendation.</source>
        <translation>在结果表格或图表中选中的候选方案，而非推荐方案。</translation>
    </message>
    <message>
        <source>A page in the PDF with the candidates ticked in the results, side by side, the best figure of each row marked ✓, as the Compare tab shows them.</source>
        <translation>在 PDF 中加一页，并排列出在结果中勾选的方案，每行最好的数值标 ✓，与“对比”页相同。</translation>
    </message>
    <message numerus="yes">
        <source>Add the %n compared candidates side by side</source>
        <translation>
            <numerusform>并排加入所对比的 %n 个方案</numerusform>
        </translation>
    </message>
    <message>
        <source>Compared candidates side by side in the PDF</source>
        <translation>在 PDF 中并排列出所对比的方案</translation>
    </message>
    <message>
        <source>The &quot;Plan vs actual&quot; section: the run watched and saved to the plan, beside what was planned.</source>
        <translation>“计划与实际”一节：观察并保存到计划的运行，与计划并列显示。</translation>
    </message>
    <message>
        <source>Add the watched run (Plan vs actual, as of %1)</source>
        <translation>加入观察的运行（计划与实际，截至 %1）</translation>
    </message>
    <message>
        <source>The watched run in the PDF</source>
        <translation>PDF 中观察的运行</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 卡时</translation>
    </message>
</context>
<context>
    <name>GpuTableModel</name>
    <message>
        <source>—</source>
        <comment>no such precision</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>显存 (GiB)</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>显存带宽 (GB/s)</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 TFLOPS</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>PCIe Gen %1</source>
        <translation>PCIe Gen %1</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>Dense TFLOPS</source>
        <translation>稠密算力 (TFLOPS)</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>功耗 (TDP)</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>—</source>
        <comment>not known</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>数据出处</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>TrainPlan Manual</source>
        <translation>训练算力规划 使用手册</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>How the &amp;estimates are made</source>
        <translation>估算是怎样得出的(&amp;E)</translation>
    </message>
    <message>
        <source>The manual cannot be opened: %1</source>
        <translation>无法打开使用手册：%1</translation>
    </message>
    <message>
        <source>this build has no manual in this language (%1).</source>
        <translation>此版本没有该语言的使用手册（%1）。</translation>
    </message>
    <message>
        <source>cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The manual has no page %1.</source>
        <translation>使用手册中没有页面 %1。</translation>
    </message>
</context>
<context>
    <name>HfConfigImport</name>
    <message>
        <source>%1 does not describe a model TrainPlan can read:
%2</source>
        <translation>%1 描述的模型 TrainPlan 无法读取：
%2</translation>
    </message>
</context>
<context>
    <name>InstanceTableModel</name>
    <message>
        <source>—</source>
        <comment>no RDMA</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>%1, %2 Gbit/s</source>
        <translation>%1，%2 Gbit/s</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no prices</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>规格族</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>Bare metal</source>
        <translation>裸金属</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>none: the planner reports this type as unpriced</source>
        <translation>无：规划器会将此规格标为无价格</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>RAM (GiB)</source>
        <translation>内存 (GiB)</translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation>网络 (Gbit/s)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>数据出处</translation>
    </message>
</context>
<context>
    <name>JobEditPanel</name>
    <message>
        <source>&amp;Wizard…</source>
        <translation>向导(&amp;W)…</translation>
    </message>
    <message>
        <source>Go through the planning steps again, or start from another scenario.</source>
        <translation>重新走一遍规划步骤，或从另一个场景开始。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Job&lt;/b&gt; — every change replans at once</source>
        <translation>&lt;b&gt;任务&lt;/b&gt; — 每次修改都会立即重新规划</translation>
    </message>
</context>
<context>
    <name>JobPage</name>
    <message>
        <source>Change %1</source>
        <translation>修改%1</translation>
    </message>
    <message>
        <source>Change “%1”</source>
        <translation>修改“%1”</translation>
    </message>
</context>
<context>
    <name>JobUndo</name>
    <message>
        <source>Edit the plan</source>
        <translation>编辑规划</translation>
    </message>
</context>
<context>
    <name>KeptMeasurementStore</name>
    <message>
        <source>%1 has errors and is left as it is, so that nothing in it is lost: %2</source>
        <translation>%1 有错误，已保持原样，以免丢失其中任何内容：%2</translation>
    </message>
    <message>
        <source>%1 changed since it was shown; look again before deleting.</source>
        <translation>%1 在显示之后已被更改；请重新查看后再删除。</translation>
    </message>
</context>
<context>
    <name>KeptMeasurementsPage</name>
    <message>
        <source>Runs you kept in “Calibrate from a run”: each calibrates your later plans of a model of its family trained with its framework.</source>
        <translation>您在“按实测运行校准”中保留的实测：每条都会校准您以后用同一框架训练同一系列模型的计划。</translation>
    </message>
    <message>
        <source>My measurements</source>
        <translation>我的实测</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected run: later plans are no longer calibrated from it.</source>
        <translation>删除所选实测：以后的计划不再据此校准。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Kept on</source>
        <translation>保留日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>每秒 %1 token</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>每秒 %1 个样本</translation>
    </message>
    <message>
        <source>%1 s per step</source>
        <translation>每步 %1 秒</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>每卡 %1</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1（运行于 %2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>No runs kept. Tick “Keep this measurement” in “Calibrate from a run” to keep one.</source>
        <translation>尚未保留实测。在“按实测运行校准”中勾选“保留此实测”即可保留。</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept in %1</source>
        <translation>
            <numerusform>%1 中保留了 %n 条实测</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs you kept: the model and framework they calibrate, the hardware they ran on, what they measured and when. Select one to delete it.</source>
        <translation>您保留的实测：它们校准的模型与框架、运行所用硬件、实测值及时间。选中一条即可删除。</translation>
    </message>
</context>
<context>
    <name>LaunchReadmeText</name>
    <message>
        <source>Megatron reads the data set as its indexed .bin/.idx files (tools/preprocess_data.py); DATA_DIR is the prefix, TOKENIZER the Hugging Face tokenizer folder.</source>
        <translation>Megatron 读取数据集的索引 .bin/.idx 文件（由 tools/preprocess_data.py 生成）；DATA_DIR 是其前缀，TOKENIZER 是 Hugging Face 分词器文件夹。</translation>
    </message>
    <message>
        <source>NEMO_CONFIG_DIR / NEMO_CONFIG_NAME: the model&apos;s config (e.g. conf/megatron_gpt_config.yaml); set its data prefix to your data set in DATA_DIR.</source>
        <translation>NEMO_CONFIG_DIR / NEMO_CONFIG_NAME：模型的配置文件（例如 conf/megatron_gpt_config.yaml）；把其中的数据前缀设为 DATA_DIR 中的数据集。</translation>
    </message>
    <message>
        <source>TITAN_CONFIG: the model&apos;s train config from torchtitan (e.g. torchtitan/models/llama3/train_configs/llama3_8b.toml); flags as of torchtitan 0.2.</source>
        <translation>TITAN_CONFIG：torchtitan 中该模型的训练配置（例如 torchtitan/models/llama3/train_configs/llama3_8b.toml）；参数以 torchtitan 0.2 为准。</translation>
    </message>
    <message>
        <source>MODEL: the weights to start from (%1.pt) or its .yaml to train from scratch; DATA_YAML: the data set&apos;s YAML (paths, class names).</source>
        <translation>MODEL：起始权重（%1.pt），或从头训练时用其 .yaml；DATA_YAML：数据集的 YAML（路径、类别名）。</translation>
    </message>
    <message>
        <source>e.g. yolov8s</source>
        <translation>例如 yolov8s</translation>
    </message>
    <message>
        <source>Set in MF_CONFIG: %1.</source>
        <translation>在 MF_CONFIG 中设置：%1。</translation>
    </message>
    <message>
        <source>TrainPlan launch files</source>
        <translation>训练算力规划 启动文件</translation>
    </message>
    <message>
        <source>Job: %1, %2, %3</source>
        <translation>任务：%1，%2，%3</translation>
    </message>
    <message>
        <source>Rent: %1 × %2 (%3, %4 × %5 per node), billing %6</source>
        <translation>租用：%1 × %2（%3，每节点 %4 × %5），计费方式：%6</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Settings: micro-batch %1 per GPU, gradient accumulation %2, global batch %3</source>
        <translation>设置：每卡微批次 %1，梯度累积 %2，全局批次 %3</translation>
    </message>
    <message>
        <source>, ZeRO stage %1</source>
        <translation>，ZeRO 阶段 %1</translation>
    </message>
    <message>
        <source>, activation checkpointing %1</source>
        <translation>，激活检查点%1</translation>
    </message>
    <message>
        <source>Framework: %1</source>
        <translation>框架：%1</translation>
    </message>
    <message>
        <source>Layout: tensor parallel %1 × pipeline parallel %2</source>
        <translation>并行布局：张量并行 %1 × 流水线并行 %2</translation>
    </message>
    <message>
        <source> (%1 virtual stages)</source>
        <translation>（%1 个虚拟阶段）</translation>
    </message>
    <message>
        <source> × context parallel %1 × data parallel %2</source>
        <translation> × 上下文并行 %1 × 数据并行 %2</translation>
    </message>
    <message>
        <source>, expert parallel %1</source>
        <translation>，专家并行 %1</translation>
    </message>
    <message>
        <source>, sequence parallel</source>
        <translation>，序列并行</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>DeepSpeed configuration (pass it with --deepspeed ds_config.json)</source>
        <translation>DeepSpeed 配置（用 --deepspeed ds_config.json 传入）</translation>
    </message>
    <message>
        <source>the training command; run it on every node with NODE_RANK and MASTER_ADDR set</source>
        <translation>训练命令；在每个节点上设置好 NODE_RANK 和 MASTER_ADDR 后运行</translation>
    </message>
    <message>
        <source>Kubernetes Volcano Job (kubectl apply -f volcano-job.yaml)</source>
        <translation>Kubernetes Volcano 作业（kubectl apply -f volcano-job.yaml）</translation>
    </message>
    <message>
        <source>Alibaba Cloud PAI-DLC job spec (CreateJob API / dlc CLI); copy launch.sh into the data source, the job runs it from /mnt/data</source>
        <translation>阿里云 PAI-DLC 作业定义（CreateJob API / dlc 命令行）；把 launch.sh 复制到数据源中，作业从 /mnt/data 运行它</translation>
    </message>
    <message>
        <source>Fill in before the first run (search for FILL_IN):</source>
        <translation>首次运行前需填写（搜索 FILL_IN）：</translation>
    </message>
    <message>
        <source>  - the training image (%1, with the driver stack of the GPUs)</source>
        <translation>  - 训练镜像（%1，含这些 GPU 的驱动栈）</translation>
    </message>
    <message>
        <source>  - the training script (TRAIN_SCRIPT in launch.sh)</source>
        <translation>  - 训练脚本（launch.sh 中的 TRAIN_SCRIPT）</translation>
    </message>
    <message>
        <source>a file system every node mounts</source>
        <translation>所有节点都挂载的文件系统</translation>
    </message>
    <message>
        <source>a local disk</source>
        <translation>本地磁盘</translation>
    </message>
    <message>
        <source>  - where the data set and checkpoints live (%1)</source>
        <translation>  - 数据集和检查点的存放位置（%1）</translation>
    </message>
    <message>
        <source>  - where the data set and checkpoints live (%1: the plan costs %2)</source>
        <translation>  - 数据集和检查点的存放位置（%1；方案按 %2 计费）</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>说明：%1</translation>
    </message>
    <message>
        <source>The arguments after TRAIN_SCRIPT carry the plan&apos;s settings under common names; rename them to the ones your script (or its config file) reads, and let it resume from --resume_from_checkpoint.</source>
        <translation>TRAIN_SCRIPT 之后的参数以常用名称给出计划的设置；请改成您的脚本（或其配置文件）读取的名称，并让它能从 --resume_from_checkpoint 恢复。</translation>
    </message>
    <message>
        <source>the sequence length (%1)</source>
        <translation>序列长度（%1）</translation>
    </message>
    <message>
        <source>the sequence length (%1) and the QLoRA adapters (rank %2, 4-bit NF4 base)</source>
        <translation>序列长度（%1）以及 QLoRA 适配器（秩 %2，4 位 NF4 基座）</translation>
    </message>
    <message>
        <source>the sequence length (%1) and the LoRA adapters (rank %2)</source>
        <translation>序列长度（%1）以及 LoRA 适配器（秩 %2）</translation>
    </message>
    <message>
        <source>TRAIN_SCRIPT must parse TrainingArguments and call trainer.train(resume_from_checkpoint=...) (the Transformers examples, e.g. run_clm.py, do); its own arguments for the data set, %1 are yours to add.</source>
        <translation>TRAIN_SCRIPT 必须解析 TrainingArguments 并调用 trainer.train(resume_from_checkpoint=...)（Transformers 示例如 run_clm.py 即如此）；数据集、%1 等脚本自己的参数需由您补充。</translation>
    </message>
    <message>
        <source>Fill in llamafactory.yaml: the model, the data set (registered in LLaMA-Factory&apos;s data/dataset_info.json) and its chat template, and the path of ds_config.json.</source>
        <translation>请在 llamafactory.yaml 中填写：模型、数据集（在 LLaMA-Factory 的 data/dataset_info.json 中登记）及其对话模板，以及 ds_config.json 的路径。</translation>
    </message>
    <message>
        <source>Fill in llamafactory.yaml: the model, the data set (registered in LLaMA-Factory&apos;s data/dataset_info.json) and its chat template.</source>
        <translation>请在 llamafactory.yaml 中填写：模型、数据集（在 LLaMA-Factory 的 data/dataset_info.json 中登记）及其对话模板。</translation>
    </message>
    <message>
        <source>--model is the plan&apos;s model id; use timm&apos;s name for it if it differs (timm.list_models()).</source>
        <translation>--model 为计划中的模型标识；如与 timm 中的名称不同，请改用 timm 的名称（timm.list_models()）。</translation>
    </message>
    <message>
        <source>MS_CONFIG: the model&apos;s YAML from the repository&apos;s configs/ folder (e.g. configs/yolov8/yolov8s.yaml); the data set&apos;s paths are set there.</source>
        <translation>MS_CONFIG：仓库 configs/ 目录中该模型的 YAML（例如 configs/yolov8/yolov8s.yaml）；数据集路径在其中设置。</translation>
    </message>
    <message>
        <source>MindYOLO cannot resume a run: after an interruption launch.sh starts it again from the newest weights for the epochs left, and the learning-rate schedule (with its warm-up) starts over.</source>
        <translation>MindYOLO 无法续训：中断后 launch.sh 从最新权重开始训练剩余的轮数，学习率调度（包括预热）会重新开始。</translation>
    </message>
    <message>
        <source>PADDLE_CONFIG: the model&apos;s YAML from the suite&apos;s configs/ folder; the data set&apos;s paths are set there.</source>
        <translation>PADDLE_CONFIG：套件 configs/ 目录中该模型的 YAML；数据集路径在其中设置。</translation>
    </message>
    <message>
        <source>D2_CONFIG: the model&apos;s config from detectron2&apos;s configs/ folder; SOLVER.MAX_ITER is the plan&apos;s length, so scale SOLVER.STEPS (the learning-rate drops) to it.</source>
        <translation>D2_CONFIG：detectron2 configs/ 目录中该模型的配置；SOLVER.MAX_ITER 为计划的训练长度，请按比例调整 SOLVER.STEPS（学习率下降点）。</translation>
    </message>
    <message>
        <source>LLaMA-Factory configuration of the plan (llamafactory-cli train reads it)</source>
        <translation>计划的 LLaMA-Factory 配置（由 llamafactory-cli train 读取）</translation>
    </message>
    <message>
        <source>Spot: a checkpoint every %1 minutes; after a reclaim, run launch.sh again on the new instance and it resumes from the newest checkpoint in CKPT_DIR.</source>
        <translation>抢占式实例：每 %1 分钟保存一次检查点；实例被回收后，在新实例上再次运行 launch.sh，即从 CKPT_DIR 中最新的检查点恢复。</translation>
    </message>
    <message>
        <source>Restarts: launch.sh runs the training up to %1 more times when it stops, each time from the newest checkpoint in CKPT_DIR.</source>
        <translation>重启：训练中途停止时，launch.sh 最多再运行 %1 次，每次都从 CKPT_DIR 中最新的检查点恢复。</translation>
    </message>
    <message>
        <source>Ultralytics trains whole epochs: the plan&apos;s %1 epochs are %2 epochs over %3 of the training set (fraction), the same number of images.</source>
        <translation>Ultralytics 只按整轮训练：方案中的 %1 轮即在训练集的 %3（fraction）上训练 %2 轮，图像总数相同。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>TrainPlan — Training Compute Planner</source>
        <translation>TrainPlan — 训练算力规划</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About TrainPlan</source>
        <translation>关于 TrainPlan(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message numerus="yes">
        <source>The catalog has %n error(s)</source>
        <translation>
            <numerusform>数据目录中有 %n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog: %1 GPUs, %2 models, %3 instance types</source>
        <translation>数据目录：%1 款 GPU，%2 个模型，%3 种实例规格</translation>
    </message>
    <message>
        <source>TrainPlan</source>
        <translation>TrainPlan 训练算力规划</translation>
    </message>
    <message>
        <source>Plans the GPU memory, training time and cost of deep-learning jobs on cloud GPUs.</source>
        <translation>规划深度学习训练任务在云 GPU 上所需的显存、训练时间和费用。</translation>
    </message>
    <message numerus="yes">
        <source>Built-in catalog: %n file(s).</source>
        <translation>
            <numerusform>内置数据目录：%n 个文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs, %2 model presets, %3 instance types.</source>
        <translation>%1 款 GPU，%2 个模型预设，%3 种实例规格。</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation>基于 Qt %1 构建。</translation>
    </message>
    <message>
        <source>About TrainPlan</source>
        <translation>关于 TrainPlan</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>数据目录</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Estimate one setup</source>
        <translation>单一配置估算</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名规划</translation>
    </message>
    <message>
        <source>%1[*] — TrainPlan</source>
        <translation>%1[*] — TrainPlan</translation>
    </message>
    <message>
        <source>Preferences saved: they apply to new plans.</source>
        <translation>偏好设置已保存，将用于新建的规划。</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to TrainPlan.&lt;/b&gt; It works out how much GPU memory a deep-learning training job needs, how long it takes on each cloud GPU instance and what it costs, and recommends what to rent.&lt;br&gt;Choose a scenario below, or start from scratch with a custom job.</source>
        <translation>&lt;b&gt;欢迎使用 TrainPlan。&lt;/b&gt;它估算一个深度学习训练任务需要多少显存、在各家云厂商的 GPU 实例上要训练多久、花费多少，并推荐应当租用的配置。&lt;br&gt;请在下方选择一个场景，或从自定义任务开始。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message numerus="yes">
        <source>%n cloud provider(s).</source>
        <translation>
            <numerusform>%n 家云厂商。</numerusform>
        </translation>
    </message>
    <message>
        <source>Newest price: %1. Utilisation model fitted: %2.</source>
        <translation>最新价格日期：%1。利用率模型拟合日期：%2。</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销%1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做%1(&amp;R)</translation>
    </message>
    <message>
        <source>TrainPlan &amp;Manual</source>
        <translation>使用手册(&amp;M)</translation>
    </message>
    <message>
        <source>The manual&apos;s page for what the window shows (F1)</source>
        <translation>打开与窗口当前内容对应的手册页面（F1）</translation>
    </message>
    <message>
        <source>How the &amp;estimates are made</source>
        <translation>估算是怎样得出的(&amp;E)</translation>
    </message>
    <message>
        <source>What the &amp;warnings mean</source>
        <translation>警告的含义(&amp;W)</translation>
    </message>
    <message numerus="yes">
        <source>%n overrides file(s) skipped (see the tooltip)</source>
        <translation>
            <numerusform>已跳过 %n 个覆盖文件（详见提示）</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Watch a Run…</source>
        <translation>观察训练运行(&amp;W)…</translation>
    </message>
</context>
<context>
    <name>MemoryChartView</name>
    <message>
        <source>GPU memory</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每卡</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>GPU memory: %1</source>
        <translation>显存容量：%1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>每卡显存 (GiB)</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>%1 in all (%2), against %3 of GPU memory.</source>
        <translation>合计 %1（%2），显存容量为 %3。</translation>
    </message>
</context>
<context>
    <name>ModelPage</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>What is trained, and how.</source>
        <translation>训练什么，以及怎样训练。</translation>
    </message>
    <message>
        <source>&amp;Preset from the catalog</source>
        <translation>数据目录中的预设(&amp;P)</translation>
    </message>
    <message>
        <source>C&amp;ustom architecture</source>
        <translation>自定义结构(&amp;U)</translation>
    </message>
    <message>
        <source>Language models</source>
        <translation>语言模型</translation>
    </message>
    <message>
        <source>Encoders</source>
        <translation>编码器模型</translation>
    </message>
    <message>
        <source>Vision models</source>
        <translation>视觉模型</translation>
    </message>
    <message>
        <source>px</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base model)</source>
        <translation>QLoRA（4 位量化基座）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;LoRA&lt;/b&gt; (low-rank adaptation) freezes the model and trains two small matrices beside each weight matrix: a fraction of a percent of the parameters, so gradients and optimizer states almost vanish from GPU memory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;QLoRA&lt;/b&gt; also stores the frozen model in 4 bits (NF4): about a quarter of the weight memory, at some speed cost for dequantising. Both apply to transformers only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;LoRA&lt;/b&gt;（低秩适配）冻结模型，只在每个权重矩阵旁训练两个小矩阵：可训练参数不到百分之一，梯度和优化器状态几乎不再占用显存。&lt;/p&gt;&lt;p&gt;&lt;b&gt;QLoRA&lt;/b&gt; 还把冻结的模型以 4 位（NF4）存储：权重显存约为原来的四分之一，代价是反量化带来一定的速度损失。两者都只适用于 Transformer 模型。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Automatic (BF16 where the GPU has it)</source>
        <translation>自动（GPU 支持时用 BF16）</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>FP8 (Hopper, Ada)</source>
        <translation>FP8（Hopper、Ada）</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>Mixed precision computes in 16 bits on the tensor cores and keeps an FP32 master copy of the weights. V100 and T4 have no BF16: candidates with them train in FP16.</source>
        <translation>混合精度在张量核心上以 16 位计算，并保留一份 FP32 主权重。V100 和 T4 不支持 BF16：使用它们的方案以 FP16 训练。</translation>
    </message>
    <message>
        <source>ranks above 1024 are not used in practice.</source>
        <translation>实践中不会使用超过 1024 的秩。</translation>
    </message>
    <message>
        <source>Rank r of the LoRA matrices (8–64 is usual): trainable parameters grow with r.</source>
        <translation>LoRA 矩阵的秩 r（常用 8–64）：可训练参数随 r 增加。</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Sequences or images per optimizer step, over all GPUs. Empty: one micro-batch per GPU.</source>
        <translation>所有 GPU 合计每个优化步的序列或图像数。留空：每卡一个微批次。</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>训练方法(&amp;E)：</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>序列长度(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Image size:</source>
        <translation>图像尺寸(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Global batch:</source>
        <translation>全局批次(&amp;G)：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>0 — plain data parallel (DDP)</source>
        <translation>0 — 普通数据并行（DDP）</translation>
    </message>
    <message>
        <source>1 — shard optimizer states</source>
        <translation>1 — 切分优化器状态</translation>
    </message>
    <message>
        <source>2 — shard optimizer states and gradients</source>
        <translation>2 — 切分优化器状态和梯度</translation>
    </message>
    <message>
        <source>3 — shard weights too (FSDP)</source>
        <translation>3 — 同时切分权重（FSDP）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ZeRO&lt;/b&gt; (DeepSpeed&apos;s Zero Redundancy Optimizer) splits the optimizer states (stage 1), the gradients (2) and the weights (3) across the data-parallel GPUs instead of copying them to each, so a model too big for one GPU&apos;s memory can train on several, at the cost of more communication.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ZeRO&lt;/b&gt;（DeepSpeed 的零冗余优化器）把优化器状态（阶段 1）、梯度（阶段 2）和权重（阶段 3）切分到各数据并行 GPU 上，而不是每卡各存一份。这样单卡放不下的模型可以在多卡上训练，代价是更多的通信。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>On</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Samples per GPU per forward pass; the global batch is reached by gradient accumulation.</source>
        <translation>每卡每次前向传播的样本数；通过梯度累积达到全局批次。</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>&amp;ZeRO stage:</source>
        <translation>ZeRO 阶段(&amp;Z)：</translation>
    </message>
    <message>
        <source>Activation &amp;checkpointing:</source>
        <translation>激活检查点(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>优化器(&amp;O)：</translation>
    </message>
    <message>
        <source>Automatic settings are chosen for each candidate: the fastest that fits its GPU memory.</source>
        <translation>自动设置会为每个方案分别选择：在显存放得下的前提下最快的设置。</translation>
    </message>
    <message>
        <source>model default: %1</source>
        <translation>模型默认：%1</translation>
    </message>
    <message>
        <source>model default</source>
        <translation>模型默认</translation>
    </message>
    <message>
        <source>Advanced settings</source>
        <translation>高级设置</translation>
    </message>
    <message>
        <source>A model the catalog knows: its architecture and size are filled in for you.</source>
        <translation>数据目录中已有的模型：自动填入其结构和规模。</translation>
    </message>
    <message>
        <source>A model the catalog does not have: give its kind, its size and, for a transformer, its layers.</source>
        <translation>数据目录中没有的模型：请填写其类型和规模，Transformer 模型还需填写各层参数。</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>The model to train, with its size in parameters (B = billion, M = million).</source>
        <translation>要训练的模型及其参数规模（B = 十亿，M = 百万）。</translation>
    </message>
    <message>
        <source>The padded length a batch is allocated for; activation memory grows with it. Empty: the model&apos;s default.</source>
        <translation>批次按此填充长度分配显存；激活值显存随其增长。留空：使用模型的默认值。</translation>
    </message>
    <message>
        <source>What the optimizer keeps per trained parameter: AdamW two FP32 states (8 bytes), 8-bit AdamW the same in 2 bytes, SGD one momentum (4 bytes).</source>
        <translation>优化器为每个训练参数保存的状态：AdamW 为两个 FP32 状态（8 字节），8 位 AdamW 同样两个状态但只占 2 字节，SGD 为一个动量（4 字节）。</translation>
    </message>
    <message>
        <source>Training software</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <source>&lt;p&gt;The software that runs the training. It decides how the model can be split across GPUs and how fast the kernels are: Megatron-LM, NeMo or torchtitan reach far more of the GPU than a plain Hugging Face loop.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Automatic&lt;/b&gt; assumes what most people use for this kind of job (LLaMA-Factory for fine-tuning, Megatron-LM or MindSpeed for pretraining, Ultralytics for YOLO) and says so in the results.&lt;/p&gt;</source>
        <translation>&lt;p&gt;运行训练的软件。它决定模型能以哪些方式切分到多张 GPU 上，以及计算内核有多快：Megatron-LM、NeMo 或 torchtitan 能发挥的 GPU 算力远高于普通的 Hugging Face 训练循环。&lt;/p&gt;&lt;p&gt;&lt;b&gt;自动&lt;/b&gt;：按这类任务最常用的框架估算（微调用 LLaMA-Factory，预训练用 Megatron-LM 或 MindSpeed，YOLO 用 Ultralytics），并在结果中注明。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Automatic (what most people use for this job)</source>
        <translation>自动（这类任务最常用的框架）</translation>
    </message>
    <message>
        <source>ZeRO stage, activation checkpointing, micro-batch, optimizer and the parallel layout.</source>
        <translation>ZeRO 阶段、激活检查点、微批次、优化器和并行布局。</translation>
    </message>
    <message>
        <source>Selective (attention only)</source>
        <translation>选择性（仅注意力）</translation>
    </message>
    <message>
        <source>Activation (gradient) checkpointing keeps only each layer&apos;s input and recomputes the rest in the backward pass: far less activation memory for about a third more compute. Selective recomputes only the attention core (Megatron-LM, NeMo, torchtitan, MindSpeed).</source>
        <translation>激活（梯度）检查点只保存每层的输入，其余在反向传播时重新计算：激活显存大幅减少，计算量约增加三分之一。选择性重计算只重算注意力核心部分（Megatron-LM、NeMo、torchtitan、MindSpeed 支持）。</translation>
    </message>
    <message>
        <source>Tensor parallelism: GPUs that split every weight matrix of a layer between them, inside one node over NVLink. Must divide the attention heads.</source>
        <translation>张量并行：若干 GPU 在单个节点内通过 NVLink 分摊每层的每个权重矩阵。必须能整除注意力头数。</translation>
    </message>
    <message>
        <source>Pipeline parallelism: stages that each hold a share of the layers. Must divide the layers.</source>
        <translation>流水线并行：分成若干阶段，每个阶段持有一部分层。必须能整除层数。</translation>
    </message>
    <message>
        <source>Context parallelism: GPUs that split each long sequence between them (for 32k tokens and more).</source>
        <translation>上下文并行：若干 GPU 分摊每条长序列（用于 32k 及以上 token）。</translation>
    </message>
    <message>
        <source>Expert parallelism: GPUs that hold different experts of a mixture-of-experts model. Must divide the experts.</source>
        <translation>专家并行：若干 GPU 分别持有混合专家模型的不同专家。必须能整除专家数。</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation>张量并行(&amp;T)：</translation>
    </message>
    <message>
        <source>Conte&amp;xt parallel:</source>
        <translation>上下文并行(&amp;X)：</translation>
    </message>
    <message>
        <source>%1 does not train convolutional vision models.</source>
        <translation>%1 不支持训练卷积视觉模型。</translation>
    </message>
    <message>
        <source>%1 does not train transformers.</source>
        <translation>%1 不支持训练 Transformer 模型。</translation>
    </message>
    <message>
        <source>%1 does not do %2.</source>
        <translation>%1 不支持%2。</translation>
    </message>
    <message>
        <source>The plan names the framework &quot;%1&quot;, which this catalog does not have.</source>
        <translation>方案指定的框架“%1”不在当前数据目录中。</translation>
    </message>
    <message>
        <source>Choose another, or Automatic, to get a plan.</source>
        <translation>请选择其他框架或“自动”以得到方案。</translation>
    </message>
    <message>
        <source>Expert p&amp;arallel:</source>
        <translation>专家并行(&amp;A)：</translation>
    </message>
    <message>
        <source>Side of the square training images, in pixels; compute grows with its square. Empty: the size the model was designed for.</source>
        <translation>正方形训练图像的边长（像素）；计算量随其平方增长。留空：使用模型设计时的尺寸。</translation>
    </message>
    <message>
        <source>no training run uses a hundred million samples per step.</source>
        <translation>没有训练任务每步使用一亿个样本。</translation>
    </message>
    <message>
        <source>Training soft&amp;ware:</source>
        <translation>训练框架(&amp;W)：</translation>
    </message>
    <message>
        <source>LoRA ran&amp;k:</source>
        <translation>LoRA 秩(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Micro-batch:</source>
        <translation>微批次(&amp;M)：</translation>
    </message>
    <message>
        <source>P&amp;ipeline parallel:</source>
        <translation>流水线并行(&amp;I)：</translation>
    </message>
    <message>
        <source>Read config.json</source>
        <translation>读取 config.json</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>ZeRO does not apply: a convolutional model trains plain data parallel (DDP).</source>
        <translation>不适用 ZeRO：卷积模型以普通数据并行（DDP）训练。</translation>
    </message>
    <message>
        <source>ZeRO does not apply: %1 trains plain data parallel (DDP).</source>
        <translation>不适用 ZeRO：%1 以普通数据并行（DDP）训练。</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Required.</source>
        <translation>必填。</translation>
    </message>
    <message>
        <source>Not a number: type digits, e.g. 52000, 1.5e9 or 2T.</source>
        <translation>不是数字：请输入数字，例如 52000、1.5e9 或 2T。</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>必须是整数。</translation>
    </message>
    <message>
        <source>Must be at least %1.</source>
        <translation>不能小于 %1。</translation>
    </message>
    <message>
        <source>Must be at most %1.</source>
        <translation>不能大于 %1。</translation>
    </message>
    <message>
        <source>At most %1: %2</source>
        <translation>最大为 %1：%2</translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <comment>accessible name of a number field: label, unit</comment>
        <translation>%1，单位：%2</translation>
    </message>
</context>
<context>
    <name>PdfPlanSheet</name>
    <message>
        <source>TrainPlan plan sheet</source>
        <translation>TrainPlan 训练计划书</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>无法启动 PDF 写入器</translation>
    </message>
</context>
<context>
    <name>PlanChangesText</name>
    <message>
        <source>no recommendation</source>
        <translation>无推荐方案</translation>
    </message>
    <message>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2，%3</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>This plan was saved with %1; with today&apos;s catalog it is %2.</source>
        <translation>此方案保存时为 %1；按今天的数据目录为 %2。</translation>
    </message>
    <message>
        <source>This plan was saved on %1 with %2; with today&apos;s catalog it is %3.</source>
        <translation>此方案于 %1 保存时为 %2；按今天的数据目录为 %3。</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>recommended: %1 instead of %2</source>
        <translation>推荐方案：%1（原为 %2）</translation>
    </message>
    <message>
        <source>cost %1 → %2</source>
        <translation>费用 %1 → %2</translation>
    </message>
    <message>
        <source>time %1 → %2</source>
        <translation>时间 %1 → %2</translation>
    </message>
    <message>
        <source>price of %1 (%2) changed: %3 → %4</source>
        <translation>%1（%2）的价格已变：%3 → %4</translation>
    </message>
    <message>
        <source>(price of %1)</source>
        <translation>（%1 的价格）</translation>
    </message>
    <message>
        <source>exchange rate %1 → %2 CNY per USD</source>
        <translation>汇率 %1 → %2 人民币/美元</translation>
    </message>
    <message>
        <source>the estimates of this TrainPlan differ (estimator version %1 → %2)</source>
        <translation>此版本 TrainPlan 的估算不同（估算器版本 %1 → %2）</translation>
    </message>
    <message>
        <source>saved with TrainPlan %1, opened with %2</source>
        <translation>用 TrainPlan %1 保存，用 %2 打开</translation>
    </message>
    <message>
        <source>Your catalog change moved this plan: it was %1; now it is %2.</source>
        <translation>您对数据目录的修改改变了此计划：原为 %1；现为 %2。</translation>
    </message>
</context>
<context>
    <name>PlanCsvText</name>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Price per</source>
        <translation>计价单位</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>时长（小时）</translation>
    </message>
    <message>
        <source>Time, fast end (h)</source>
        <translation>时长下限（小时）</translation>
    </message>
    <message>
        <source>Time, slow end (h)</source>
        <translation>时长上限（小时）</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总费用</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力费用</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>抢占式实例中断</translation>
    </message>
    <message>
        <source>Data storage</source>
        <translation>数据存储</translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation>检查点存储</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>每张 GPU 显存占用（GiB）</translation>
    </message>
    <message>
        <source>GPU memory (GiB)</source>
        <translation>GPU 显存容量（GiB）</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Price confidence</source>
        <translation>价格可信度</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>node-month</source>
        <translation>节点·月</translation>
    </message>
    <message>
        <source>node-hour</source>
        <translation>节点·小时</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source> (%1%)</source>
        <translation>（%1%）</translation>
    </message>
    <message>
        <source>VAT included%1</source>
        <translation>含增值税%1</translation>
    </message>
    <message>
        <source>VAT excluded%1</source>
        <translation>不含增值税%1</translation>
    </message>
    <message>
        <source>1 USD = %1 CNY</source>
        <translation>1 美元 = %1 元</translation>
    </message>
    <message>
        <source>%1 (the rate set for this plan)</source>
        <translation>%1（本计划自设的汇率）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Tax in the price</source>
        <translation>价格含税情况</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
</context>
<context>
    <name>PlanExporter</name>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
</context>
<context>
    <name>PlanFile</name>
    <message>
        <source>TrainPlan plans (*.trainplan)</source>
        <translation>TrainPlan 规划文件 (*.trainplan)</translation>
    </message>
    <message>
        <source>%1 was written by a newer TrainPlan (format version %2); this version reads version %3 and older. Update TrainPlan to open it.</source>
        <translation>%1 由更新版本的 TrainPlan 写入（格式版本 %2）；当前版本只能读取版本 %3 及更早的文件。请升级 TrainPlan 后再打开。</translation>
    </message>
    <message>
        <source>%1 has an invalid format version (%2).</source>
        <translation>%1 的格式版本无效（%2）。</translation>
    </message>
    <message>
        <source>%1 is not a TrainPlan plan (it has no &quot;format&quot;: &quot;trainplan&quot;).</source>
        <translation>%1 不是 TrainPlan 规划文件（没有 &quot;format&quot;: &quot;trainplan&quot;）。</translation>
    </message>
    <message>
        <source>%1 has no format version (%2).</source>
        <translation>%1 缺少格式版本号（%2）。</translation>
    </message>
    <message>
        <source>%1 has no job (%2).</source>
        <translation>%1 中没有任务（%2）。</translation>
    </message>
    <message>
        <source>%1 is not a plan file TrainPlan can read (%2).</source>
        <translation>%1 不是 TrainPlan 能读取的规划文件（%2）。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (%2).</source>
        <translation>%1 不是有效的 JSON（%2）。</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>该文件</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>无法读取 %1。</translation>
    </message>
</context>
<context>
    <name>PlanSession</name>
    <message>
        <source>Calibrate from kept measurements</source>
        <translation>按保留的实测校准</translation>
    </message>
    <message>
        <source>Save the Watched Run to the Plan</source>
        <translation>将观察的运行保存到计划</translation>
    </message>
</context>
<context>
    <name>PlanSheet</name>
    <message>
        <source>Select a candidate in the table or the chart to see its plan sheet.</source>
        <translation>在表格或图表中选择一个方案即可查看其计划书。</translation>
    </message>
</context>
<context>
    <name>PlanSheetDocument</name>
    <message>
        <source>Made by TrainPlan on %1. Estimates, not quotes: check prices with the provider before renting.</source>
        <translation>由 TrainPlan 生成于 %1。以上为估算而非报价：租用前请向云厂商核实价格。</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Cost against time of every candidate</source>
        <translation>各候选方案的费用与时间</translation>
    </message>
    <message>
        <source>GPU memory per device</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>时间（小时）</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>费用（%1）</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Time (h, log scale)</source>
        <translation>时间（小时，对数刻度）</translation>
    </message>
    <message>
        <source>Cost (%1, log scale)</source>
        <translation>费用（%1，对数刻度）</translation>
    </message>
    <message>
        <source>Other GPUs</source>
        <translation>其他 GPU</translation>
    </message>
    <message>
        <source>Budget %1: above the chart, every point is within it</source>
        <translation>预算 %1：在图表上方，每个点都在预算内</translation>
    </message>
    <message>
        <source>Deadline %1: beyond the chart, every point meets it</source>
        <translation>截止时间 %1：在图表右侧之外，每个点都能按时完成</translation>
    </message>
    <message>
        <source>Compared candidates</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>✓ the best of the candidates compared in that row</source>
        <translation>✓ 该行中所对比方案的最佳值</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected candidate(s) far beyond the axes left off</source>
        <translation>
            <numerusform>另有 %n 个已排除方案远超坐标范围，未画出</numerusform>
        </translation>
    </message>
    <message>
        <source>Time (min)</source>
        <translation>时间（分钟）</translation>
    </message>
    <message>
        <source>Time (min, log scale)</source>
        <translation>时间（分钟，对数刻度）</translation>
    </message>
</context>
<context>
    <name>PlanSheetText</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 (Because %2.)</source>
        <translation>%1（原因：%2。）</translation>
    </message>
    <message>
        <source>Object storage is slow to read file by file: copy the data set to the shared file system above (or to every node&apos;s disk) before training.</source>
        <translation>对象存储逐个文件读取很慢：训练前请把数据集复制到上面的共享文件系统（或每个节点的磁盘）。</translation>
    </message>
    <message>
        <source>Object storage is slow to read file by file: copy the data set to the instance&apos;s disk before training, or mount it with the provider&apos;s FUSE client and a local cache.</source>
        <translation>对象存储逐个文件读取很慢：训练前请把数据集复制到实例磁盘，或用云厂商的 FUSE 客户端加本地缓存挂载。</translation>
    </message>
    <message>
        <source>Mount the parallel file system on every node, in the same VPC and zone as the instances.</source>
        <translation>在每个节点上挂载并行文件系统，并与实例处于同一 VPC 和可用区。</translation>
    </message>
    <message>
        <source>NAS is shared by all nodes; its throughput per TiB may starve many GPUs of images: watch for the input-bound warning.</source>
        <translation>NAS 由所有节点共享；其按容量计的吞吐可能喂不饱多张 GPU：请留意“受输入限制”警告。</translation>
    </message>
    <message>
        <source>NAS suits a data set of this size on one node; mount it in the instance&apos;s VPC.</source>
        <translation>单节点时 NAS 适合这种规模的数据集；请在实例所在 VPC 中挂载。</translation>
    </message>
    <message>
        <source>Each node needs its own copy on its local disk (%1 per node).</source>
        <translation>每个节点的本地盘都需要一份副本（每节点 %1）。</translation>
    </message>
    <message>
        <source>Keep the data set on the instance&apos;s data disk.</source>
        <translation>将数据集放在实例的数据盘上。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>, ZeRO stage %1</source>
        <translation>，ZeRO 阶段 %1</translation>
    </message>
    <message>
        <source>, offloaded to the CPU</source>
        <translation>，卸载到 CPU</translation>
    </message>
    <message>
        <source>Ascend CANN toolkit with torch_npu (PyTorch) or MindSpore: the provider&apos;s Ascend AI image.</source>
        <translation>昇腾 CANN 工具包加 torch_npu（PyTorch）或 MindSpore：使用云厂商提供的昇腾 AI 镜像。</translation>
    </message>
    <message>
        <source>PyTorch 2 with CUDA 12 and NCCL: the provider&apos;s GPU image (e.g. Alibaba PAI, Tencent TI) or NVIDIA&apos;s NGC PyTorch container.</source>
        <translation>PyTorch 2 加 CUDA 12 与 NCCL：使用云厂商的 GPU 镜像（如阿里云 PAI、腾讯云 TI）或 NVIDIA NGC 的 PyTorch 容器。</translation>
    </message>
    <message>
        <source>%1 has no BF16 and FlashAttention 2 needs Ampere or newer: FP16 with loss scaling, and PyTorch&apos;s built-in scaled-dot-product attention.</source>
        <translation>%1 不支持 BF16，FlashAttention 2 需要 Ampere 或更新的架构：请使用带损失缩放的 FP16，以及 PyTorch 自带的缩放点积注意力。</translation>
    </message>
    <message>
        <source>%1 has no BF16: FP16 with loss scaling.</source>
        <translation>%1 不支持 BF16：使用 FP16 并启用损失缩放。</translation>
    </message>
    <message>
        <source>NVIDIA Transformer Engine for the FP8 layers.</source>
        <translation>FP8 层使用 NVIDIA Transformer Engine。</translation>
    </message>
    <message>
        <source>PEFT adapters of LoRA rank %1.</source>
        <translation>PEFT 适配器，LoRA 秩 %1。</translation>
    </message>
    <message>
        <source>bitsandbytes for the 4-bit NF4 base model, LoRA rank %1.</source>
        <translation>bitsandbytes 加载 4 位 NF4 基座模型，LoRA 秩 %1。</translation>
    </message>
    <message>
        <source>Enough data-loader workers to keep the GPUs busy: the host&apos;s cores decode the images.</source>
        <translation>足够多的数据加载进程，让 GPU 保持忙碌：图像由主机的 CPU 核解码。</translation>
    </message>
    <message>
        <source>NVIDIA DALI, so the GPUs decode the images.</source>
        <translation>NVIDIA DALI，由 GPU 解码图像。</translation>
    </message>
    <message>
        <source>The provider&apos;s RDMA driver and NCCL network plugin, so NCCL uses %1 between nodes.</source>
        <translation>安装云厂商的 RDMA 驱动和 NCCL 网络插件，使 NCCL 在节点间使用 %1。</translation>
    </message>
    <message>
        <source>Why it is recommended</source>
        <translation>推荐理由</translation>
    </message>
    <message>
        <source>Why it is rejected</source>
        <translation>未入选的原因</translation>
    </message>
    <message>
        <source>The job</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Software image</source>
        <translation>软件镜像</translation>
    </message>
    <message>
        <source>Framework settings</source>
        <translation>框架设置</translation>
    </message>
    <message>
        <source>Checkpoint plan</source>
        <translation>检查点方案</translation>
    </message>
    <message>
        <source>Time and cost</source>
        <translation>时间与费用</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>Top candidates</source>
        <translation>最佳候选方案</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Changed to fit</source>
        <translation>为放入显存所做的改动</translation>
    </message>
    <message>
        <source>Training plan: %1, %2</source>
        <translation>训练计划：%1，%2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1（%2参数）</translation>
    </message>
    <message>
        <source>, rank %1, %2</source>
        <translation>，秩 %1，%2</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>训练方法</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>%1 samples × %2 tokens × %3 epochs = %4 tokens; sequence length %5</source>
        <translation>%1条样本 × %2 token × %3轮 = %4 token；序列长度 %5</translation>
    </message>
    <message>
        <source>%1 images × %2 epochs at %3 px</source>
        <translation>%1张图像 × %2轮，分辨率 %3 像素</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>deadline %1</source>
        <translation>截止时间 %1</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>限制条件</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>%1 (family %2)</source>
        <translation>%1（%2 系列）</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>%1 per node, %2 in all: %3</source>
        <translation>每节点 %1 张，共 %2 张：%3</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>%1 vCPUs, %2 memory per node</source>
        <translation>每节点 %1 个 vCPU，内存 %2</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>%1 per node-%2</source>
        <translation>每节点每%2 %1</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>%1, %2, confidence: %3</source>
        <translation>%1，%2，可信度：%3</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>；%1</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>数据目录中没有</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Stored in</source>
        <translation>存放位置</translation>
    </message>
    <message>
        <source>Training reads from</source>
        <translation>训练时读取自</translation>
    </message>
    <message>
        <source>(reads %1 MB/s per node, %2 per GB-month)</source>
        <translation>（每节点读取 %1 MB/s，每 GB 每月 %2）</translation>
    </message>
    <message>
        <source>not costed: the catalog lists no storage for this provider</source>
        <translation>未计费：数据目录中没有该云厂商的存储</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Checkpoints on</source>
        <translation>检查点存放于</translation>
    </message>
    <message>
        <source>%1 Gbit/s per node</source>
        <translation>每节点 %1 Gbit/s</translation>
    </message>
    <message>
        <source>; %1 %2 Gbit/s</source>
        <translation>；%1 %2 Gbit/s</translation>
    </message>
    <message>
        <source>Between nodes</source>
        <translation>节点之间</translation>
    </message>
    <message>
        <source>Inside a node</source>
        <translation>节点内部</translation>
    </message>
    <message>
        <source>NVLink between the node&apos;s GPUs</source>
        <translation>节点内 GPU 之间为 NVLink</translation>
    </message>
    <message>
        <source>HCCS between the node&apos;s NPUs</source>
        <translation>节点内 NPU 之间为 HCCS</translation>
    </message>
    <message>
        <source>PCIe between the node&apos;s GPUs</source>
        <translation>节点内 GPU 之间为 PCIe</translation>
    </message>
    <message>
        <source>one GPU per node</source>
        <translation>每节点一张 GPU</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <source>gradients cross nodes over %1; set NCCL to use it (the launch files do).</source>
        <translation>梯度经 %1 跨节点传输；请让 NCCL 使用它（启动文件已配置）。</translation>
    </message>
    <message>
        <source>gradients cross nodes over TCP: expect communication to limit the speed.</source>
        <translation>梯度经 TCP 跨节点传输：通信可能成为速度瓶颈。</translation>
    </message>
    <message>
        <source>Distributed</source>
        <translation>分布式方式</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>micro-batch %1 per GPU × %2 GPUs × %3 accumulation steps = global batch %4</source>
        <translation>每卡微批次 %1 × %2 张 GPU × 累积 %3 步 = 全局批次 %4</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>%1 tokens (%2 per sample on average)</source>
        <translation>%1 token（每样本平均 %2）</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>weights, gradients and optimizer to the host</source>
        <translation>权重、梯度和优化器卸载到主机</translation>
    </message>
    <message>
        <source>optimizer states to the host</source>
        <translation>优化器状态卸载到主机</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>%1 tokens/s, %2 samples/s; %3 per step</source>
        <translation>每秒 %1 token，每秒 %2 个样本；每步 %3</translation>
    </message>
    <message>
        <source>%1 images/s; %2 per step</source>
        <translation>每秒 %1 张图像；每步 %2</translation>
    </message>
    <message>
        <source>One checkpoint</source>
        <translation>单个检查点</translation>
    </message>
    <message>
        <source>%1 (what resuming needs: trainable weights and optimizer states)</source>
        <translation>%1（恢复训练所需：可训练权重和优化器状态）</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>the latest %1, in case one is torn while written</source>
        <translation>最近 %1 个，以防写入时损坏</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>间隔</translation>
    </message>
    <message>
        <source>Write time</source>
        <translation>写入时间</translation>
    </message>
    <message>
        <source>Reclaims</source>
        <translation>实例回收</translation>
    </message>
    <message>
        <source>%1 expected (one per %2 of the job), %3 to restart; %4 more time</source>
        <translation>预计 %1 次（任务中平均每 %2 一次），每次重启 %3；时间增加 %4</translation>
    </message>
    <message>
        <source>no reclaims to guard against: save at the end of each epoch and before stopping</source>
        <translation>无需防范实例回收：在每轮结束和停止前保存即可</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>No price: add one in the catalog browser.</source>
        <translation>无价格：请在数据目录浏览器中添加。</translation>
    </message>
    <message numerus="yes">
        <source> (%n whole month(s))</source>
        <translation>
            <numerusform>（%n 个整月）</numerusform>
        </translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>抢占式实例中断</translation>
    </message>
    <message>
        <source>Data storage</source>
        <translation>数据存储</translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation>检查点存储</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Used per GPU</source>
        <translation>每卡占用</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>构成</translation>
    </message>
    <message>
        <source>weights %1, gradients %2, optimizer states %3, activations %4, other %5</source>
        <translation>权重 %1，梯度 %2，优化器状态 %3，激活值 %4，其他 %5</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>%1 model FLOPs utilisation, fitted on published training runs by workload class and GPU generation</source>
        <translation>模型算力利用率（MFU）%1，按工作负载类别和 GPU 代际拟合自公开发布的训练记录</translation>
    </message>
    <message>
        <source>%1 per node-hour (provider terms in the catalog)</source>
        <translation>每节点小时 %1 次（数据目录中的云厂商条款）</translation>
    </message>
    <message>
        <source>prices dated %1 to %2</source>
        <translation>价格日期 %1 至 %2</translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>数据目录</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s); %1; utilisation model of %2</source>
        <translation>
            <numerusform>%n 个文件；%1；利用率模型日期 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>费用（%1）</translation>
    </message>
    <message>
        <source>★ recommended  ◆ on the Pareto front of cost and time</source>
        <translation>★ 推荐  ◆ 位于费用与时间的帕累托前沿</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <source>every %1 (Young&apos;s formula √(2·C·M), C the write time, M the time between reclaims)</source>
        <translation>每 %1（Young 公式 √(2·C·M)，C 为写入时间，M 为两次回收之间的平均时间）</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>compute speed</source>
        <translation>计算速度</translation>
    </message>
    <message>
        <source>data loading</source>
        <translation>数据加载</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>speed × %1</source>
        <translation>速度 × %1</translation>
    </message>
    <message>
        <source>communication × %1</source>
        <translation>通信 × %1</translation>
    </message>
    <message>
        <source>activation memory × %1</source>
        <translation>激活显存 × %1</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>显存 %1</translation>
    </message>
    <message>
        <source>Calibrated from your runs on %1</source>
        <translation>已按您在 %1 上的实测校准</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Calibrated from your run on %1</source>
        <translation>已按您在 %1 上的实测校准</translation>
    </message>
    <message>
        <source>Calibrated from your run on %1 (%2)</source>
        <translation>已按您在 %1 上的实测校准（%2）</translation>
    </message>
    <message>
        <source>Calibrated from your run</source>
        <translation>按您的实测校准</translation>
    </message>
    <message>
        <source>Measured run</source>
        <translation>实测运行</translation>
    </message>
    <message>
        <source>%1; corrects %2</source>
        <translation>%1；校正%2</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>× %1 of the published estimate</source>
        <translation>为公开数据估算值的 %1 倍</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Activation memory</source>
        <translation>激活显存</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>每卡 %1</translation>
    </message>
    <message>
        <source>Not settled</source>
        <translation>尚未确定</translation>
    </message>
    <message>
        <source>Calibrated from your runs of %1 on %2</source>
        <translation>已按您的 %1 在 %2 上的实测校准</translation>
    </message>
    <message>
        <source>Calibrated from your run of %1 on %2</source>
        <translation>已按您的 %1 在 %2 上的实测校准</translation>
    </message>
    <message>
        <source>Calibrated from your run of %1 on %2 (%3)</source>
        <translation>已按您的 %1 在 %2 上的实测校准（%3）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1，在 %2 上</translation>
    </message>
    <message>
        <source>The two runs&apos; memory differs by more than their micro-batches explain; activation memory corrected by at most × %1.</source>
        <translation>两次运行的显存差异超出了其微批次所能解释的范围；激活显存最多校正到 × %1。</translation>
    </message>
    <message>
        <source>The run used less memory than the estimate&apos;s model states and activations need; memory corrected down to them (%1), not to the %2 measured.</source>
        <translation>该运行占用的显存少于估算中模型状态和激活所需；显存只校正到它们所需的 %1，而不是实测的 %2。</translation>
    </message>
    <message>
        <source>The measured speed is × %1 the estimate, beyond what one cause explains; check that the run and the job are the same model and settings.</source>
        <translation>实测速度是估算的 × %1，超出单一原因所能解释的范围；请检查该运行与本作业是否为同一模型和设置。</translation>
    </message>
    <message>
        <source>The runs used the same number of GPUs; communication left as estimated.</source>
        <translation>各次运行使用的 GPU 数量相同；通信保持估算值不变。</translation>
    </message>
    <message>
        <source>The run on %1 spends too little time communicating to correct it.</source>
        <translation>在 %1 上的运行用于通信的时间太少，无法据此校正通信。</translation>
    </message>
    <message>
        <source>The run on %1 is not explained by its communication alone; communication left as estimated.</source>
        <translation>在 %1 上的运行无法仅由通信解释；通信保持估算值不变。</translation>
    </message>
    <message>
        <source>The measured speed is × %1 the estimate: check that the run was on the hardware named, that its data loader kept up, and that the log timed training steps (not start-up, evaluation or saving).</source>
        <translation>实测速度是估算的 × %1：请确认运行所用硬件与所填一致、数据加载跟得上，且日志计时的是训练步（而非启动、评估或保存）。</translation>
    </message>
    <message>
        <source>Plan vs actual</source>
        <translation>计划与实际</translation>
    </message>
    <message>
        <source>Watched run</source>
        <translation>观察的运行</translation>
    </message>
    <message>
        <source>%1, as of %2</source>
        <translation>%1，截至 %2</translation>
    </message>
    <message>
        <source>compared with candidate %1 of the plan: %2</source>
        <translation>对照计划的方案 %1：%2</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>%1 of the planned samples; the run ended</source>
        <translation>完成计划样本的 %1；运行已结束</translation>
    </message>
    <message>
        <source>%1 done; the plan expected %2 by then</source>
        <translation>已完成 %1；按计划此时应完成 %2</translation>
    </message>
    <message>
        <source>%1 in all (plan %2)</source>
        <translation>共 %1（计划 %2）</translation>
    </message>
    <message>
        <source>%1 so far; %2 in all at this pace (plan %3)</source>
        <translation>已用 %1；按此速度共需 %2（计划 %3）</translation>
    </message>
    <message>
        <source>%1 samples/s (plan %2)</source>
        <translation>%1 样本/秒（计划 %2）</translation>
    </message>
    <message>
        <source>not measured yet (plan %1 samples/s)</source>
        <translation>尚未测得（计划 %1 样本/秒）</translation>
    </message>
    <message>
        <source>%1 so far; %2 in all at this pace</source>
        <translation>已花费 %1；按此速度共 %2</translation>
    </message>
    <message>
        <source>%1 (plan %2)</source>
        <translation>%1（计划 %2）</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>重新开始</translation>
    </message>
    <message numerus="yes">
        <source>started again %n time(s)</source>
        <translation>
            <numerusform>重新开始了 %n 次</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>Over budget</source>
        <translation>超出预算</translation>
    </message>
    <message>
        <source>Misses the deadline</source>
        <translation>超过截止时间</translation>
    </message>
    <message>
        <source>No price in the catalog</source>
        <translation>数据目录中无价格</translation>
    </message>
    <message>
        <source>Spot reclaims too often</source>
        <translation>抢占式实例回收过于频繁</translation>
    </message>
    <message>
        <source>Cannot be computed</source>
        <translation>无法计算</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>可能超过截止时间</translation>
    </message>
    <message>
        <source>Priced in another region</source>
        <translation>按其他地域的价格计算</translation>
    </message>
    <message>
        <source>Subscription mostly unused</source>
        <translation>包年包月时长大多闲置</translation>
    </message>
    <message>
        <source>Reserved term paid in full</source>
        <translation>需支付整个预留期</translation>
    </message>
    <message>
        <source>Limited by the input pipeline</source>
        <translation>受数据输入限制</translation>
    </message>
    <message>
        <source>Unknown provider</source>
        <translation>未知云厂商</translation>
    </message>
    <message>
        <source>Unknown region</source>
        <translation>未知地域</translation>
    </message>
    <message>
        <source>Raise the budget</source>
        <translation>提高预算</translation>
    </message>
    <message>
        <source>Extend the deadline</source>
        <translation>延后截止时间</translation>
    </message>
    <message>
        <source>Relax budget and deadline</source>
        <translation>同时放宽预算和截止时间</translation>
    </message>
    <message>
        <source>Use QLoRA</source>
        <translation>改用 QLoRA</translation>
    </message>
    <message>
        <source>Use a GPU with more memory</source>
        <translation>改用显存更大的 GPU</translation>
    </message>
    <message>
        <source>Add prices</source>
        <translation>补充价格</translation>
    </message>
    <message>
        <source>No instance type matches</source>
        <translation>没有符合条件的实例规格</translation>
    </message>
    <message>
        <source>RDMA network</source>
        <translation>RDMA 网络</translation>
    </message>
    <message>
        <source>Shared storage for the data set</source>
        <translation>数据集使用共享存储</translation>
    </message>
    <message>
        <source>Checkpoints on a local disk</source>
        <translation>检查点写入本地盘</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>CPU cores for data loading</source>
        <translation>数据加载所需的 CPU 核数</translation>
    </message>
    <message>
        <source>Mixed precision</source>
        <translation>混合精度</translation>
    </message>
    <message>
        <source>Start small</source>
        <translation>先小规模验证</translation>
    </message>
    <message>
        <source>Checkpoint cadence on spot</source>
        <translation>抢占式实例的检查点频率</translation>
    </message>
    <message>
        <source>Export-controlled GPU</source>
        <translation>受出口管制的 GPU</translation>
    </message>
    <message>
        <source>Ascend software stack</source>
        <translation>昇腾软件栈</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>按量付费</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 × %2 (%3, %4), %5</source>
        <translation>%1 × %2（%3，%4），%5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Pareto-optimal</source>
        <translation>帕累托最优</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>不满足条件</translation>
    </message>
    <message>
        <source>%1 for about %2 on %3. %4 of %5 candidates are feasible.</source>
        <translation>%1，约需 %2，使用 %3。%5 个方案中有 %4 个可行。</translation>
    </message>
    <message>
        <source>Instance specification estimated</source>
        <translation>实例规格为估算值</translation>
    </message>
    <message>
        <source>Layout does not divide the GPUs</source>
        <translation>并行布局无法整除 GPU 数</translation>
    </message>
    <message>
        <source>Global batch does not split evenly</source>
        <translation>全局批次无法平均分配</translation>
    </message>
    <message>
        <source>Beyond spot capacity</source>
        <translation>超出抢占式容量</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>Reserved, 1 year</source>
        <translation>预留实例（1 年）</translation>
    </message>
    <message>
        <source>Reserved, 3 years</source>
        <translation>预留实例（3 年）</translation>
    </message>
    <message>
        <source>Object storage (OSS, COS, OBS, BOS, S3)</source>
        <translation>对象存储（OSS、COS、OBS、BOS、S3）</translation>
    </message>
    <message>
        <source>Parallel file system (CPFS, CFS Turbo, SFS Turbo, FSx for Lustre)</source>
        <translation>并行文件系统（CPFS、CFS Turbo、SFS Turbo、FSx for Lustre）</translation>
    </message>
    <message>
        <source>NAS file storage (NAS, CFS, SFS, EFS)</source>
        <translation>NAS 文件存储（NAS、CFS、SFS、EFS）</translation>
    </message>
    <message>
        <source>Local disk of the instance (ESSD, cloud SSD)</source>
        <translation>实例本地盘（ESSD、云 SSD）</translation>
    </message>
    <message>
        <source>The plan&apos;s choice (the storage it prices)</source>
        <translation>由方案选择（即方案计价的存储）</translation>
    </message>
    <message>
        <source>%1 price list</source>
        <translation>%1 价目表</translation>
    </message>
    <message>
        <source>quote for your account</source>
        <translation>您账号的询价</translation>
    </message>
    <message>
        <source>reported price</source>
        <translation>公开报道的价格</translation>
    </message>
    <message>
        <source>estimated price</source>
        <translation>估算价格</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>A fixed setting costs time</source>
        <translation>固定的设置拖慢了训练</translation>
    </message>
    <message>
        <source>Recommended: the best of the qualifying candidates for the plan&apos;s objective (%1).</source>
        <translation>推荐：按计划的目标（%1），这是满足条件的候选方案中最好的一个。</translation>
    </message>
    <message>
        <source>Costs %1 more than the recommended one (%2 against %3).</source>
        <translation>比推荐方案多花 %1（%2 对比 %3）。</translation>
    </message>
    <message>
        <source>Costs %1 less than the recommended one, which the objective (%2) weighs against its time.</source>
        <translation>比推荐方案少花 %1，但按目标（%2）需与其耗时权衡。</translation>
    </message>
    <message>
        <source>Takes %1 longer (%2 against %3).</source>
        <translation>多用 %1（%2 对比 %3）。</translation>
    </message>
    <message>
        <source>Finishes %1 sooner.</source>
        <translation>提前 %1 完成。</translation>
    </message>
    <message>
        <source>Its price is estimated, not listed: check it with the provider.</source>
        <translation>其价格为估算值而非公开报价：请向云厂商核实。</translation>
    </message>
    <message>
        <source>Its price is more than a year old: check it with the provider.</source>
        <translation>其价格已超过一年：请向云厂商核实。</translation>
    </message>
    <message>
        <source>Uses %1% of GPU memory: little room for longer samples.</source>
        <translation>占用 %1% 的显存：几乎没有余量容纳更长的样本。</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s): %1</source>
        <translation>
            <numerusform>%n 条警告：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Qualifies as well; the recommended one ranks first by the plan&apos;s objective (%1).</source>
        <translation>同样满足条件；按计划的目标（%1），推荐方案排在第一。</translation>
    </message>
    <message>
        <source>your own price (%1)</source>
        <translation>您自己的价格（%1）</translation>
    </message>
    <message>
        <source>Not open to anyone</source>
        <translation>非公开售卖</translation>
    </message>
</context>
<context>
    <name>PlanWizard</name>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Choose a scenario to start.</source>
        <translation>请选择一个场景开始。</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>正在规划…</translation>
    </message>
    <message numerus="yes">
        <source>The job has %n problem(s): %1</source>
        <translation>
            <numerusform>任务有 %n 个问题：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n candidate(s) meets every limit yet; the results say what would.</source>
        <translation>
            <numerusform>%n 个方案都还不能满足全部限制；结果页会说明怎样才能满足。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Best so far:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;当前最佳：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Step %1, %2: %3</source>
        <translation>第 %1 步，%2：%3</translation>
    </message>
    <message>
        <source>Back to the previous step; what you entered stays.</source>
        <translation>返回上一步；已输入的内容会保留。</translation>
    </message>
    <message>
        <source>On to step %1, %2.</source>
        <translation>进入第 %1 步：%2。</translation>
    </message>
    <message>
        <source>Show the candidates, the recommended one and its plan sheet.</source>
        <translation>显示候选方案、推荐方案及其计划书。</translation>
    </message>
    <message>
        <source>Show resul&amp;ts</source>
        <translation>显示结果(&amp;T)</translation>
    </message>
    <message>
        <source>Correct the fields marked on this step: the best plan shows again once they are valid.</source>
        <translation>请更正本步骤中标出的字段：字段有效后会重新显示当前最佳方案。</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Step %1, results: the candidates, the recommended one and its plan sheet.</source>
        <translation>第 %1 步，结果：候选方案、推荐方案及其计划书。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>偏好设置</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>CNY (¥)</source>
        <translation>人民币 (¥)</translation>
    </message>
    <message>
        <source>USD ($)</source>
        <translation>美元 ($)</translation>
    </message>
    <message>
        <source>Any region</source>
        <translation>任意地域</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2（%3）</translation>
    </message>
    <message>
        <source>Providers to search</source>
        <translation>搜索的云厂商</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>界面语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <source>Default &amp;region:</source>
        <translation>默认地域(&amp;R)：</translation>
    </message>
    <message>
        <source>Currency, region and providers apply to new plans; the language applies the next time TrainPlan starts.</source>
        <translation>币种、地域和云厂商设置用于新建的规划；界面语言在下次启动 TrainPlan 时生效。</translation>
    </message>
    <message>
        <source>The language of the menus, the pages and the PDF plan sheet. System default follows the desktop&apos;s language. Applies when TrainPlan next starts.</source>
        <translation>菜单、页面和 PDF 计划书所用的语言。“跟随系统”即使用桌面环境的语言。下次启动 TrainPlan 时生效。</translation>
    </message>
    <message>
        <source>The currency new plans show budgets and costs in; prices in the other currency are converted at the catalog&apos;s exchange rate.</source>
        <translation>新建规划显示预算和费用所用的币种；另一币种的价格按数据目录中的汇率换算。</translation>
    </message>
    <message>
        <source>The region new plans search: only instance types sold there. Any region searches them all.</source>
        <translation>新建规划搜索的地域：只考虑在该地域售卖的实例规格。选择“任意地域”则搜索全部。</translation>
    </message>
    <message>
        <source>Search the instance types of %1 in new plans.</source>
        <translation>在新建规划中搜索 %1 的实例规格。</translation>
    </message>
</context>
<context>
    <name>PriceOverrideCommand</name>
    <message>
        <source>Set price of %1, %2</source>
        <translation>设置 %1（%2）的价格</translation>
    </message>
    <message>
        <source>Remove override of %1, %2</source>
        <translation>移除 %1（%2）的价格覆盖</translation>
    </message>
</context>
<context>
    <name>PriceOverrideStore</name>
    <message>
        <source>%1 has errors, so it was not changed; fix or remove it first.
%2</source>
        <translation>%1 有错误，因此未作修改；请先修正或删除它。
%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot read the answers in %1.</source>
        <translation>无法读取 %1 中的报价结果。</translation>
    </message>
    <message>
        <source>Nothing was saved: TrainPlan would refuse this overrides file when it next reads it.</source>
        <translation>未保存：TrainPlan 下次读取时会拒绝这个覆盖文件。</translation>
    </message>
</context>
<context>
    <name>PriceTableModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no per-GPU price</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>all regions</source>
        <translation>所有地域</translation>
    </message>
    <message>
        <source>Double-click to edit this price.</source>
        <translation>双击可编辑此价格。</translation>
    </message>
    <message>
        <source>The price applies in every region of the instance type.</source>
        <translation>此价格适用于该实例规格的所有地域。</translation>
    </message>
    <message>
        <source>The price divided by the GPUs of the instance type (a month counts as 730 hours).</source>
        <translation>价格除以该实例规格的 GPU 数（一个月按 730 小时计）。</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每卡时</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>This price comes with an instance type your overrides replaced; edit that file to change or remove it.</source>
        <translation>此价格来自被您的覆盖替换的实例规格；请编辑该文件来修改或删除它。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>实例规格</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>数据出处</translation>
    </message>
    <message>
        <source>Your own price: it replaces the catalog&apos;s in every plan.</source>
        <translation>您自己的价格：在所有计划中替代数据目录中的价格。</translation>
    </message>
    <message>
        <source>your price (%1)</source>
        <translation>您的价格（%1）</translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <source>Malformed JSON</source>
        <translation>JSON 格式错误</translation>
    </message>
    <message>
        <source>Empty file</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>Unreadable file</source>
        <translation>文件无法读取</translation>
    </message>
    <message>
        <source>Not a folder</source>
        <translation>不是文件夹</translation>
    </message>
    <message>
        <source>Unknown key</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>Missing field</source>
        <translation>缺少字段</translation>
    </message>
    <message>
        <source>Wrong type</source>
        <translation>类型错误</translation>
    </message>
    <message>
        <source>Value out of range</source>
        <translation>数值超出范围</translation>
    </message>
    <message>
        <source>Unknown value</source>
        <translation>未知取值</translation>
    </message>
    <message>
        <source>Not a whole number</source>
        <translation>不是整数</translation>
    </message>
    <message>
        <source>Not a finite number</source>
        <translation>不是有限数值</translation>
    </message>
    <message>
        <source>Empty text</source>
        <translation>文本为空</translation>
    </message>
    <message>
        <source>Invalid date</source>
        <translation>日期无效</translation>
    </message>
    <message>
        <source>Conflicting fields</source>
        <translation>字段相互冲突</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>Empty catalog</source>
        <translation>数据目录为空</translation>
    </message>
    <message>
        <source>Duplicate id</source>
        <translation>ID 重复</translation>
    </message>
    <message>
        <source>No efficiency model</source>
        <translation>缺少效率模型</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>未知模型</translation>
    </message>
    <message>
        <source>Unknown GPU</source>
        <translation>未知 GPU</translation>
    </message>
    <message>
        <source>Unknown instance type</source>
        <translation>未知实例规格</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>GPU memory is tight</source>
        <translation>显存紧张</translation>
    </message>
    <message>
        <source>Limited by memory bandwidth</source>
        <translation>受显存带宽限制</translation>
    </message>
    <message>
        <source>Limited by communication</source>
        <translation>受通信限制</translation>
    </message>
    <message>
        <source>No RDMA network</source>
        <translation>无 RDMA 网络</translation>
    </message>
    <message>
        <source>GPU generation not calibrated</source>
        <translation>该 GPU 架构尚无校准数据</translation>
    </message>
    <message>
        <source>Estimated GPU specification</source>
        <translation>GPU 规格为估算值</translation>
    </message>
    <message>
        <source>Precision not supported by the GPU</source>
        <translation>GPU 不支持该精度</translation>
    </message>
    <message>
        <source>Sequence longer than the model&apos;s context</source>
        <translation>序列长度超出模型上下文</translation>
    </message>
    <message>
        <source>Samples truncated</source>
        <translation>样本被截断</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>内部错误</translation>
    </message>
    <message>
        <source>%1 (%2) at %3: %4</source>
        <translation>%1（%2），位置 %3：%4</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>Measurement not possible on this hardware</source>
        <translation>实测数据超出此硬件的能力</translation>
    </message>
    <message>
        <source>ZeRO 2 read as the distributed optimizer</source>
        <translation>ZeRO 2 按分布式优化器处理</translation>
    </message>
    <message>
        <source>Sequence parallelism switched off</source>
        <translation>序列并行已关闭</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>文件过大</translation>
    </message>
    <message>
        <source>Overrides file skipped</source>
        <translation>已跳过覆盖文件</translation>
    </message>
    <message>
        <source>Overrides file not applied</source>
        <translation>覆盖文件未应用</translation>
    </message>
    <message>
        <source>Limited by kernel launches on the host</source>
        <translation>受主机内核启动限制</translation>
    </message>
</context>
<context>
    <name>ProviderTableModel</name>
    <message>
        <source>—</source>
        <comment>term not published</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>The catalog has no figure for this term of this provider.</source>
        <translation>数据目录中没有该云厂商此项条款的数据。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Billing unit</source>
        <translation>计费粒度</translation>
    </message>
    <message>
        <source>Spot price</source>
        <translation>抢占式价格</translation>
    </message>
    <message>
        <source>%1 of on-demand</source>
        <translation>按量价格的 %1</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>抢占式实例中断</translation>
    </message>
    <message>
        <source>%1 per instance-hour</source>
        <translation>每实例小时 %1 次</translation>
    </message>
    <message>
        <source>Restart after interruption</source>
        <translation>中断后重启</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation>包年包月</translation>
    </message>
    <message>
        <source>on-demand × 730 h × %1</source>
        <translation>按量价格 × 730 小时 × %1</translation>
    </message>
    <message>
        <source>Reserved, 1 year</source>
        <translation>预留实例（1 年）</translation>
    </message>
    <message>
        <source>Reserved, 3 years</source>
        <translation>预留实例（3 年）</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Storage offerings</source>
        <translation>存储产品</translation>
    </message>
    <message>
        <source>Source: billing unit</source>
        <translation>来源：计费粒度</translation>
    </message>
    <message>
        <source>Source: spot</source>
        <translation>来源：抢占式实例</translation>
    </message>
    <message>
        <source>Source: subscription</source>
        <translation>来源：包年包月</translation>
    </message>
    <message>
        <source>Source: reserved</source>
        <translation>来源：预留实例</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>计费粒度</translation>
    </message>
    <message>
        <source>Interruptions/h</source>
        <translation>中断次数/小时</translation>
    </message>
    <message>
        <source>Restart (min)</source>
        <translation>重启 (分钟)</translation>
    </message>
    <message>
        <source>Month fraction</source>
        <translation>包月折算比例</translation>
    </message>
    <message>
        <source>Reserved 1y</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <source>Reserved 3y</source>
        <translation>预留 3 年</translation>
    </message>
</context>
<context>
    <name>QuoteScriptDialog</name>
    <message>
        <source>Refresh Prices from My Account</source>
        <translation>从我的账号刷新价格</translation>
    </message>
    <message>
        <source>TrainPlan writes a script that asks your cloud provider&apos;s own command-line client (aliyun or tccli, set up with your account) for the current price of every instance type of the catalog, and saves each answer in a folder. Run it yourself, then import that folder: the prices become your overrides with confidence &quot;quote&quot;. TrainPlan holds no credentials and opens no connection.</source>
        <translation>TrainPlan 会生成一个脚本，调用您已用自己账号配置好的云厂商命令行工具（aliyun 或 tccli），查询数据目录中每个实例规格的当前价格，并把每个结果保存到一个文件夹。请您自行运行脚本，然后导入该文件夹：这些价格会成为您的覆盖价格，可信度为“报价”。TrainPlan 不保存任何凭证，也不建立任何网络连接。</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>云厂商(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>地域(&amp;R)：</translation>
    </message>
    <message>
        <source>Quote script</source>
        <translation>报价脚本</translation>
    </message>
    <message>
        <source>&amp;Save Script…</source>
        <translation>保存脚本(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Import Answers Folder…</source>
        <translation>导入结果文件夹(&amp;I)…</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>The script asks for %n instance type(s) in %1. Save it, run it with &quot;sh&quot; where the provider&apos;s client is set up, then import the folder it fills.</source>
        <translation>
            <numerusform>该脚本会查询 %1 地域的 %n 个实例规格。请保存后在已配置云厂商命令行工具的机器上用 &quot;sh&quot; 运行，再导入它生成的文件夹。</numerusform>
        </translation>
    </message>
    <message>
        <source>No script: %1</source>
        <translation>无法生成脚本：%1</translation>
    </message>
    <message>
        <source>Save Quote Script</source>
        <translation>保存报价脚本</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh);;All files (*)</source>
        <translation>Shell 脚本 (*.sh);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Saved %1. Run it with: sh %2</source>
        <translation>已保存 %1。运行方式：sh %2</translation>
    </message>
    <message>
        <source>Import Answers Folder</source>
        <translation>导入结果文件夹</translation>
    </message>
    <message>
        <source>there is no script for this provider and region</source>
        <translation>该云厂商和地域没有可用的脚本</translation>
    </message>
</context>
<context>
    <name>ReadFile</name>
    <message>
        <source>there is no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>it is not a regular file but a folder, a device, a FIFO or a socket</source>
        <translation>它不是普通文件，而是文件夹、设备、管道（FIFO）或套接字</translation>
    </message>
    <message>
        <source>it is larger than %1</source>
        <translation>文件超过 %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>ReopenNotice</name>
    <message>
        <source>Saved</source>
        <translation>保存时</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>&amp;Keep today&apos;s figures</source>
        <translation>保留今天的数字(&amp;K)</translation>
    </message>
    <message>
        <source>Show the sa&amp;ved figures</source>
        <translation>显示保存时的数字(&amp;V)</translation>
    </message>
</context>
<context>
    <name>ResultsWorkspace</name>
    <message>
        <source>Plan sheet</source>
        <translation>计划书</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>&amp;Feasible only</source>
        <translation>仅显示可行方案(&amp;F)</translation>
    </message>
    <message>
        <source>Hide the candidates that break a limit (memory, budget, deadline) or have no price.</source>
        <translation>隐藏不满足限制（显存、预算、截止时间）或没有价格的方案。</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>全部云厂商</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>全部 GPU</translation>
    </message>
    <message>
        <source>All billing modes</source>
        <translation>全部计费方式</translation>
    </message>
    <message>
        <source>%1 of %2 candidates</source>
        <translation>%1 / %2 个方案</translation>
    </message>
    <message>
        <source>No plan yet: choose a scenario in the wizard.</source>
        <translation>尚无规划：请在向导中选择一个场景。</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>正在规划…</translation>
    </message>
    <message>
        <source>The job cannot be planned:</source>
        <translation>无法规划该任务：</translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation>推荐：</translation>
    </message>
    <message>
        <source>No candidate meets every limit of the job.</source>
        <translation>没有方案能满足任务的全部限制。</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Objective: %1 · %2 instance types searched · planned in %3 ms</source>
        <translation>优化目标：%1 · 搜索了 %2 种实例规格 · 规划耗时 %3 毫秒</translation>
    </message>
    <message>
        <source>(updating…)</source>
        <translation>（更新中…）</translation>
    </message>
    <message>
        <source>Select a candidate to see its memory.</source>
        <translation>选择一个方案即可查看其显存占用。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 of %3 per GPU (%4, micro-batch %5, ZeRO stage %6, activation checkpointing %7)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：每卡 %2 / %3（%4，微批次 %5，ZeRO 阶段 %6，激活检查点%7）</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候选方案</translation>
    </message>
    <message>
        <source>The instance types that could run the job, best first. Tick up to four in the first column to compare them; select one to see its plan sheet and memory.</source>
        <translation>能运行该任务的实例规格，最优的排在最前。在第一列最多勾选四个即可对比；选中一个可查看其计划书和显存。</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Show only the candidates of this cloud provider.</source>
        <translation>只显示该云厂商的方案。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Show only the candidates with this GPU model.</source>
        <translation>只显示使用该 GPU 型号的方案。</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>显示(&amp;W)：</translation>
    </message>
    <message>
        <source>Show only the candidates billed this way (on demand, spot, subscription, reserved).</source>
        <translation>只显示采用该计费方式的方案（按量付费、抢占式实例、包年包月、预留实例）。</translation>
    </message>
    <message>
        <source>Apply “%1”</source>
        <translation>采纳“%1”</translation>
    </message>
    <message>
        <source>Calibrate from a &amp;run…</source>
        <translation>按实测运行校准(&amp;R)…</translation>
    </message>
    <message>
        <source>Correct the plan with what a short run of this job measured: drop its training log or type its figures.</source>
        <translation>用本作业一次短时运行的实测结果校正方案：拖入训练日志，或直接填写实测数据。</translation>
    </message>
    <message>
        <source>Remove calibration</source>
        <translation>取消校准</translation>
    </message>
    <message>
        <source>The plan cannot use your measured run.</source>
        <translation>方案无法使用您的实测运行数据。</translation>
    </message>
    <message>
        <source>%1 (kept measurements: Catalog ▸ My measurements)</source>
        <translation>%1（来自保留的实测：数据目录 ▸ 我的实测）</translation>
    </message>
    <message>
        <source>Watc&amp;h a run…</source>
        <translation>观察训练(&amp;H)…</translation>
    </message>
    <message>
        <source>Follow a training log as it grows against this plan: progress, time to go, cost so far and projected, and a notice when it heads beyond the budget or deadline.</source>
        <translation>对照此计划跟踪不断增长的训练日志：进度、剩余时间、已花费和预计的费用；将超出预算或截止时间时给出提示。</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ScenarioPage</name>
    <message>
        <source>≤ %1</source>
        <translation>≤ %1</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>Custom job</source>
        <translation>自定义任务</translation>
    </message>
    <message>
        <source>Start from an empty plan: choose the model, the data and the budget on the next pages.</source>
        <translation>从空白规划开始：在后续页面中选择模型、数据和预算。</translation>
    </message>
    <message>
        <source>Any model · any GPU · no budget limit</source>
        <translation>任意模型 · 任意 GPU · 不限预算</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Start from a typical job; every figure can be changed on the next pages.</source>
        <translation>从一个典型任务开始；每个数值都可以在后续页面中修改。</translation>
    </message>
</context>
<context>
    <name>StorageTableModel</name>
    <message>
        <source>—</source>
        <comment>IOPS not meaningful</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>%1/GB/month</source>
        <translation>%1/GB/月</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no minimum size</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Shared by nodes</source>
        <translation>多节点共享</translation>
    </message>
    <message>
        <source>Read per node</source>
        <translation>单节点读取</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>Write per node</source>
        <translation>单节点写入</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>最小容量</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>共享</translation>
    </message>
    <message>
        <source>Read (MB/s)</source>
        <translation>读取 (MB/s)</translation>
    </message>
    <message>
        <source>Write (MB/s)</source>
        <translation>写入 (MB/s)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Min. size (GiB)</source>
        <translation>最小容量 (GiB)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>可信度</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>数据出处</translation>
    </message>
</context>
<context>
    <name>WatchRunDialog</name>
    <message>
        <source>Watch a Run</source>
        <translation>观察训练运行</translation>
    </message>
    <message>
        <source>Other &amp;Plan File…</source>
        <translation>其他计划文件(&amp;P)…</translation>
    </message>
    <message>
        <source>A .trainplan file saved with its results, or the output of trainplan-cli plan --json.</source>
        <translation>带结果保存的 .trainplan 文件，或 trainplan-cli plan --json 的输出。</translation>
    </message>
    <message>
        <source>Plan:</source>
        <translation>计划：</translation>
    </message>
    <message>
        <source>&amp;Compared with:</source>
        <translation>对照方案(&amp;C)：</translation>
    </message>
    <message>
        <source>trainer_state.json, a Trainer, DeepSpeed, Megatron-LM, NeMo or torchtitan log, Ultralytics results.csv</source>
        <translation>trainer_state.json，Trainer、DeepSpeed、Megatron-LM、NeMo 或 torchtitan 的日志，Ultralytics 的 results.csv</translation>
    </message>
    <message>
        <source>Choose &amp;Log…</source>
        <translation>选择日志(&amp;L)…</translation>
    </message>
    <message>
        <source>Training log:</source>
        <translation>训练日志：</translation>
    </message>
    <message>
        <source>Plan&apos;s range</source>
        <translation>计划范围</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>Hours since the run started</source>
        <translation>自运行开始的小时数</translation>
    </message>
    <message>
        <source>Done (%)</source>
        <translation>已完成 (%)</translation>
    </message>
    <message>
        <source>Progress:</source>
        <translation>进度：</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>Elapsed:</source>
        <translation>已用时间：</translation>
    </message>
    <message>
        <source>Time to go:</source>
        <translation>剩余时间：</translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation>费用：</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>结论：</translation>
    </message>
    <message>
        <source>&amp;Keep This Measurement</source>
        <translation>保留此实测(&amp;K)</translation>
    </message>
    <message>
        <source>Keep the run&apos;s measured speed to calibrate later plans of this model family (Catalog ▸ My measurements).</source>
        <translation>保留本次运行测得的速度，用于校准以后同一模型系列的计划（数据目录 ▸ 我的实测）。</translation>
    </message>
    <message>
        <source>The open plan has no results yet: plan the job first, or choose a plan file.</source>
        <translation>当前计划还没有结果：请先规划该任务，或选择一个计划文件。</translation>
    </message>
    <message>
        <source>The open plan cannot be watched against: %1</source>
        <translation>无法以当前计划为对照：%1</translation>
    </message>
    <message>
        <source>the open plan</source>
        <translation>当前计划</translation>
    </message>
    <message>
        <source>%1 cannot be watched against (%2: %3).</source>
        <translation>无法以 %1 为对照（%2：%3）。</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2：%3</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>，%1</translation>
    </message>
    <message>
        <source>%1 is not a file: choose the log file itself.</source>
        <translation>%1 不是文件：请选择日志文件本身。</translation>
    </message>
    <message>
        <source>%1 cannot be opened (%2).</source>
        <translation>无法打开 %1（%2）。</translation>
    </message>
    <message>
        <source>The log cannot be read (%1).</source>
        <translation>无法读取日志（%1）。</translation>
    </message>
    <message>
        <source>Choose the training log to watch.</source>
        <translation>请选择要观察的训练日志。</translation>
    </message>
    <message>
        <source>What would bring it back within the budget and the deadline:</source>
        <translation>以下做法可使其回到预算和截止时间之内：</translation>
    </message>
    <message>
        <source>No candidate of the plan finishes the rest in time and within the budget at this pace: raise the budget or the deadline, or shorten the run.</source>
        <translation>按当前速度，计划中没有哪个方案能在截止时间和预算之内完成剩余部分：请提高预算、推迟截止时间，或缩短训练。</translation>
    </message>
    <message>
        <source>The measurement could not be kept: %1</source>
        <translation>无法保留此实测：%1</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <source>Plan to Watch Against</source>
        <translation>选择对照计划</translation>
    </message>
    <message>
        <source>Plans (*.trainplan *.json);;All files (*)</source>
        <translation>计划 (*.trainplan *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Training Log to Watch</source>
        <translation>选择要观察的训练日志</translation>
    </message>
    <message>
        <source>Training logs (*.log *.txt *.json *.csv *.out);;All files (*)</source>
        <translation>训练日志 (*.log *.txt *.json *.csv *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Save to Plan</source>
        <translation>保存到计划(&amp;S)</translation>
    </message>
    <message>
        <source>Keep where the run stands with the open plan: its plan sheet and PDF show it beside what was planned (Edit ▸ Undo takes it back).</source>
        <translation>将运行目前的进展保存到当前计划：其计划书和 PDF 会与计划并列显示（编辑 ▸ 撤销可撤回）。</translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message>
        <source>%1 × %2 (%3 × %4), %5</source>
        <translation>%1 × %2（%3 × %4），%5</translation>
    </message>
    <message>
        <source>%1 (step %2 of %3)</source>
        <translation>%1（第 %2 步，共 %3 步）</translation>
    </message>
    <message>
        <source>%1 (epoch %2 of %3)</source>
        <translation>%1（第 %2 轮，共 %3 轮）</translation>
    </message>
    <message>
        <source>%1 samples/s now; the plan averages %2 (training alone %3)</source>
        <translation>当前 %1 样本/秒；计划平均 %2（仅训练 %3）</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>%1 (%2 to %3, the plan&apos;s figure: no speed measured yet)</source>
        <translation>%1（%2 至 %3，为计划值：尚未测得速度）</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1（%2 至 %3）</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>已花费 %1</translation>
    </message>
    <message>
        <source>%1; %2 projected</source>
        <translation>%1；预计共 %2</translation>
    </message>
    <message>
        <source>%1 (plan %2)</source>
        <translation>%1（计划 %2）</translation>
    </message>
    <message>
        <source>Waiting for the log&apos;s first progress line.</source>
        <translation>正在等待日志的第一条进度信息。</translation>
    </message>
    <message>
        <source>The run ended after %1 for %2, within the budget and the deadline.</source>
        <translation>运行用时 %1 结束，花费 %2，在预算和截止时间之内。</translation>
    </message>
    <message>
        <source>The run ended after %1 for %2, beyond the budget or the deadline (%3, %4).</source>
        <translation>运行用时 %1 结束，花费 %2，超出了预算或截止时间（%3，%4）。</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>无预算</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>无截止时间</translation>
    </message>
    <message>
        <source>ends after %1, past the %2 deadline</source>
        <translation>将用时 %1，超过 %2 的截止时间</translation>
    </message>
    <message>
        <source>costs %1, over the %2 budget</source>
        <translation>将花费 %1，超过 %2 的预算</translation>
    </message>
    <message>
        <source>At this pace the run %1.</source>
        <translation>按当前速度，本次运行%1。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>，且</translation>
    </message>
    <message>
        <source>Behind the plan: %1 in all, the plan&apos;s slow end is %2; still within the budget and the deadline.</source>
        <translation>落后于计划：共需 %1，计划的最慢估计为 %2；仍在预算和截止时间之内。</translation>
    </message>
    <message>
        <source>Ahead of the plan: %1 in all, the plan&apos;s fast end is %2.</source>
        <translation>领先于计划：共需 %1，计划的最快估计为 %2。</translation>
    </message>
    <message>
        <source>On track: %1 in all; the plan says %2 (%3 to %4).</source>
        <translation>符合计划：共需 %1；计划为 %2（%3 至 %4）。</translation>
    </message>
    <message>
        <source>The log&apos;s progress lines carry no time: times are when the lines arrived.</source>
        <translation>日志的进度行不带时间：按各行到达的时间计时。</translation>
    </message>
    <message>
        <source>Times are the tool&apos;s own step times: pauses between steps (evaluation, saves) are not in them.</source>
        <translation>时间取自训练工具自己报告的每步用时：步与步之间的停顿（评估、保存）不计在内。</translation>
    </message>
    <message>
        <source>This run trains on %1 samples, the plan on %2: times and costs follow the run.</source>
        <translation>本次运行训练 %1 个样本，计划为 %2 个：时间和费用按本次运行计算。</translation>
    </message>
    <message>
        <source>The run&apos;s global batch is %1, the plan&apos;s %2.</source>
        <translation>本次运行的全局批次为 %1，计划为 %2。</translation>
    </message>
    <message>
        <source>The run has %1 GPUs, the chosen candidate %2: it is compared with candidate %3 of the plan.</source>
        <translation>本次运行有 %1 个 GPU，所选方案有 %2 个：改与计划的方案 %3 对照。</translation>
    </message>
    <message>
        <source>The run has %1 GPUs, the plan&apos;s candidate %2, and no candidate of the plan has as many: its speed and price are scaled by the GPU count, a rough comparison.</source>
        <translation>本次运行有 %1 个 GPU，计划的方案有 %2 个，且计划中没有 GPU 数相同的方案：速度和价格按 GPU 数缩放，只是粗略对照。</translation>
    </message>
    <message numerus="yes">
        <source>The run started again %n time(s)</source>
        <translation>
            <numerusform>运行重新开始了 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of them from the beginning</source>
        <translation>
            <numerusform>，其中 %n 次从头开始</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 samples trained again</source>
        <translation>；重复训练了 %1 个样本</translation>
    </message>
    <message>
        <source>; the plan expected %1 spot reclaims in the whole run</source>
        <translation>；计划预计整个运行中抢占式实例被回收 %1 次</translation>
    </message>
    <message numerus="yes">
        <source>%n evaluation pass(es)</source>
        <translation>
            <numerusform>%n 次评估</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 in all</source>
        <translation>，共 %1</translation>
    </message>
    <message>
        <source>%1 (in the pace measured, as in the plan).</source>
        <translation>%1（已计入测得的速度，与计划一致）。</translation>
    </message>
    <message>
        <source>The log was truncated or replaced; its new lines were read from their start.</source>
        <translation>日志被截断或替换；已从头读取其新内容。</translation>
    </message>
    <message>
        <source>No progress for %1.</source>
        <translation>已有 %1 没有进展。</translation>
    </message>
    <message>
        <source>%1 in all, %2</source>
        <translation>共 %1，%2</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <source>Stop after %1 epochs: %2.</source>
        <translation>训练 %1 轮后停止：%2。</translation>
    </message>
    <message>
        <source>Resume the rest from a checkpoint on candidate %1 of the plan: %2.</source>
        <translation>从检查点恢复，在计划的方案 %1 上完成其余部分：%2。</translation>
    </message>
    <message>
        <source>Waiting for progress</source>
        <translation>等待进度</translation>
    </message>
    <message>
        <source>On track</source>
        <translation>符合计划</translation>
    </message>
    <message>
        <source>Ahead of the plan</source>
        <translation>领先于计划</translation>
    </message>
    <message>
        <source>Behind the plan, within the limits</source>
        <translation>落后于计划，仍在预算和截止时间之内</translation>
    </message>
    <message>
        <source>Projected past the deadline</source>
        <translation>预计超过截止时间</translation>
    </message>
    <message>
        <source>Projected over the budget</source>
        <translation>预计超出预算</translation>
    </message>
    <message>
        <source>Projected over the budget and past the deadline</source>
        <translation>预计超出预算并超过截止时间</translation>
    </message>
    <message>
        <source>Ended within the budget and the deadline</source>
        <translation>已结束，在预算和截止时间之内</translation>
    </message>
    <message>
        <source>Ended beyond the budget or the deadline</source>
        <translation>已结束，超出了预算或截止时间</translation>
    </message>
</context>
</TS>
