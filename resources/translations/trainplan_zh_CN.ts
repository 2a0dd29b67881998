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
        <source>Save a picture of the main window to &lt;file&gt; and quit.</source>
        <translation>将主窗口截图保存到 &lt;文件&gt; 后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Open on a tab: estimate or gpus.</source>
        <translation>启动时打开的标签页：estimate 或 gpus。</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>标签页</translation>
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
        <source>%1 GPU-hours</source>
        <translation>%1 卡时</translation>
    </message>
    <message>
        <source>%1, micro-batch %2, ZeRO stage %3, activation checkpointing %4</source>
        <translation>%1，微批次 %2，ZeRO 阶段 %3，激活检查点%4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
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
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
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
</context>
<context>
    <name>GpuCatalogPage</name>
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
</context>
<context>
    <name>GpuTableModel</name>
    <message>
        <source>—</source>
        <comment>no such precision</comment>
        <translation>—</translation>
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
        <source>The new language applies the next time TrainPlan starts.</source>
        <translation>新的界面语言将在下次启动 TrainPlan 时生效。</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 列表</translation>
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
</context>
</TS>
