<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Application</name>
    <message>
        <source>TrainPlan: plans GPU memory, time and cost of training jobs.</source>
        <translation>TrainPlan: plans GPU memory, time and cost of training jobs.</translation>
    </message>
    <message>
        <source>User interface language: en or zh_CN.</source>
        <translation>User interface language: en or zh_CN.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>language</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>tab</translation>
    </message>
    <message>
        <source>Start a plan from the scenario preset &lt;id&gt; (custom: a custom job) and show its results.</source>
        <translation>Start a plan from the scenario preset &lt;id&gt; (custom: a custom job) and show its results.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>A .trainplan file to open.</source>
        <translation>A .trainplan file to open.</translation>
    </message>
    <message>
        <source>[plan]</source>
        <translation>[plan]</translation>
    </message>
    <message>
        <source>Open on a tab: plan, estimate, gpus, instances, prices, storage, billing or measurements.</source>
        <translation>Open on a tab: plan, estimate, gpus, instances, prices, storage, billing or measurements.</translation>
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
        <translation>Vision (convolutional)</translation>
    </message>
    <message>
        <source>Transformer: language models, BERT, ViT. Vision: convolutional networks such as ResNet or YOLO, sized by the compute of one forward pass.</source>
        <translation>Transformer: language models, BERT, ViT. Vision: convolutional networks such as ResNet or YOLO, sized by the compute of one forward pass.</translation>
    </message>
    <message>
        <source>Decoder (GPT, Llama)</source>
        <translation>Decoder (GPT, Llama)</translation>
    </message>
    <message>
        <source>Encoder (BERT)</source>
        <translation>Encoder (BERT)</translation>
    </message>
    <message>
        <source>Encoder-decoder (T5)</source>
        <translation>Encoder-decoder (T5)</translation>
    </message>
    <message>
        <source>Which stacks of layers the tokens pass through: a decoder only (GPT, Llama), an encoder only (BERT) or both (T5).</source>
        <translation>Which stacks of layers the tokens pass through: a decoder only (GPT, Llama), an encoder only (BERT) or both (T5).</translation>
    </message>
    <message>
        <source>larger than any model trained so far.</source>
        <translation>larger than any model trained so far.</translation>
    </message>
    <message>
        <source>Parameters of the whole model, e.g. 7B or 8.03e9.</source>
        <translation>Parameters of the whole model, e.g. 7B or 8.03e9.</translation>
    </message>
    <message>
        <source>Transformer blocks stacked in the model (32 in Llama 3 8B).</source>
        <translation>Transformer blocks stacked in the model (32 in Llama 3 8B).</translation>
    </message>
    <message>
        <source>Width of the model: the length of each token&apos;s vector (4,096 in Llama 3 8B).</source>
        <translation>Width of the model: the length of each token&apos;s vector (4,096 in Llama 3 8B).</translation>
    </message>
    <message>
        <source>Attention heads in each layer (32 in Llama 3 8B).</source>
        <translation>Attention heads in each layer (32 in Llama 3 8B).</translation>
    </message>
    <message>
        <source>= attention heads</source>
        <translation>= attention heads</translation>
    </message>
    <message>
        <source>Key/value heads of grouped-query attention (8 in Llama 3 8B); empty for ordinary multi-head attention.</source>
        <translation>Key/value heads of grouped-query attention (8 in Llama 3 8B); empty for ordinary multi-head attention.</translation>
    </message>
    <message>
        <source>= 4 × hidden size</source>
        <translation>= 4 × hidden size</translation>
    </message>
    <message>
        <source>Width of the feed-forward block in each layer (14,336 in Llama 3 8B). Empty: four times the hidden size.</source>
        <translation>Width of the feed-forward block in each layer (14,336 in Llama 3 8B). Empty: four times the hidden size.</translation>
    </message>
    <message>
        <source>32,000</source>
        <translation>32,000</translation>
    </message>
    <message>
        <source>Tokens the tokenizer knows (128,256 in Llama 3); sizes the embedding and output layers. Empty: 32,000.</source>
        <translation>Tokens the tokenizer knows (128,256 in Llama 3); sizes the embedding and output layers. Empty: 32,000.</translation>
    </message>
    <message>
        <source>= hidden size ÷ heads</source>
        <translation>= hidden size ÷ heads</translation>
    </message>
    <message>
        <source>Width of one attention head when it is not the hidden size divided by the heads (128 in Qwen3). Empty: hidden size ÷ heads.</source>
        <translation>Width of one attention head when it is not the hidden size divided by the heads (128 in Qwen3). Empty: hidden size ÷ heads.</translation>
    </message>
    <message>
        <source>dense model</source>
        <translation>dense model</translation>
    </message>
    <message>
        <source>Routed experts in each mixture-of-experts layer (128 in Qwen3-30B-A3B, 8 in Mixtral 8x7B). Empty: a dense model.</source>
        <translation>Routed experts in each mixture-of-experts layer (128 in Qwen3-30B-A3B, 8 in Mixtral 8x7B). Empty: a dense model.</translation>
    </message>
    <message>
        <source>Experts each token is routed to (top-k): 8 in Qwen3-30B-A3B, 2 in Mixtral.</source>
        <translation>Experts each token is routed to (top-k): 8 in Qwen3-30B-A3B, 2 in Mixtral.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Experts every token passes through besides the routed ones (2 in DeepSeek-V2-Lite). Empty: none.</source>
        <translation>Experts every token passes through besides the routed ones (2 in DeepSeek-V2-Lite). Empty: none.</translation>
    </message>
    <message>
        <source>= FFN hidden size</source>
        <translation>= FFN hidden size</translation>
    </message>
    <message>
        <source>Width of one expert&apos;s feed-forward block (768 in Qwen3-30B-A3B). Empty: the FFN hidden size above.</source>
        <translation>Width of one expert&apos;s feed-forward block (768 in Qwen3-30B-A3B). Empty: the FFN hidden size above.</translation>
    </message>
    <message>
        <source>GFLOPs</source>
        <translation>GFLOPs</translation>
    </message>
    <message>
        <source>Floating-point operations of one forward pass of one image at the image size (not multiply-accumulates: twice the MACs papers often quote).</source>
        <translation>Floating-point operations of one forward pass of one image at the image size (not multiply-accumulates: twice the MACs papers often quote).</translation>
    </message>
    <message>
        <source>px</source>
        <translation>px</translation>
    </message>
    <message>
        <source>Side of the square image, in pixels, that the forward-pass figure above is for.</source>
        <translation>Side of the square image, in pixels, that the forward-pass figure above is for.</translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation>Architecture:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Layers:</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Hidden size:</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>Attention heads:</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>KV heads:</translation>
    </message>
    <message>
        <source>FFN hidden size:</source>
        <translation>FFN hidden size:</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>Vocabulary:</translation>
    </message>
    <message>
        <source>Head dimension:</source>
        <translation>Head dimension:</translation>
    </message>
    <message>
        <source>Experts:</source>
        <translation>Experts:</translation>
    </message>
    <message>
        <source>Experts per token:</source>
        <translation>Experts per token:</translation>
    </message>
    <message>
        <source>Shared experts:</source>
        <translation>Shared experts:</translation>
    </message>
    <message>
        <source>Expert FFN size:</source>
        <translation>Expert FFN size:</translation>
    </message>
    <message>
        <source>Forward pass:</source>
        <translation>Forward pass:</translation>
    </message>
    <message>
        <source>Image size:</source>
        <translation>Image size:</translation>
    </message>
    <message>
        <source>&amp;Load config.json…</source>
        <translation>&amp;Load config.json…</translation>
    </message>
    <message>
        <source>Fill in the architecture from a Hugging Face config.json (the file every model repository has), or from a model folder holding one.</source>
        <translation>Fill in the architecture from a Hugging Face config.json (the file every model repository has), or from a model folder holding one.</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Kind:</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>Parameters:</translation>
    </message>
    <message>
        <source>The architecture is read from %1 each time the plan is computed; editing a figure here copies it into the plan.</source>
        <translation>The architecture is read from %1 each time the plan is computed; editing a figure here copies it into the plan.</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>Custom model</translation>
    </message>
    <message>
        <source>Read from %1: %2, computed from the architecture. Check the figures below; the plan keeps them, not the file.</source>
        <translation>Read from %1: %2, computed from the architecture. Check the figures below; the plan keeps them, not the file.</translation>
    </message>
    <message>
        <source>Load a Hugging Face config.json</source>
        <translation>Load a Hugging Face config.json</translation>
    </message>
    <message>
        <source>Model configuration (config.json *.json)</source>
        <translation>Model configuration (config.json *.json)</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 parameters</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Cannot create the folder %1.</translation>
    </message>
    <message>
        <source>%1 is the plan&apos;s own file.</source>
        <translation>%1 is the plan&apos;s own file.</translation>
    </message>
    <message>
        <source>The automatic copy of the plan could not be saved: %1</source>
        <translation>The automatic copy of the plan could not be saved: %1</translation>
    </message>
    <message>
        <source>Cannot create the lock file %1.</source>
        <translation>Cannot create the lock file %1.</translation>
    </message>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation>Cannot delete %1: %2</translation>
    </message>
</context>
<context>
    <name>BudgetPage</name>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>The limits a plan must keep, where to search, and what to optimise.</source>
        <translation>The limits a plan must keep, where to search, and what to optimise.</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>a billion is beyond any training budget.</source>
        <translation>a billion is beyond any training budget.</translation>
    </message>
    <message>
        <source>The most the whole job may cost: compute, spot interruptions, storage and checkpoints.</source>
        <translation>The most the whole job may cost: compute, spot interruptions, storage and checkpoints.</translation>
    </message>
    <message>
        <source>CNY (¥)</source>
        <translation>CNY (¥)</translation>
    </message>
    <message>
        <source>USD ($)</source>
        <translation>USD ($)</translation>
    </message>
    <message>
        <source>Prices in the other currency are converted at the catalog&apos;s exchange rate; changing it converts the budget too.</source>
        <translation>Prices in the other currency are converted at the catalog&apos;s exchange rate; changing it converts the budget too.</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>no deadline</translation>
    </message>
    <message>
        <source>Wall-clock time the training may take, from start to the last step.</source>
        <translation>Wall-clock time the training may take, from start to the last step.</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>hours</translation>
    </message>
    <message>
        <source>days</source>
        <translation>days</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Cheapest</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Fastest</translation>
    </message>
    <message>
        <source>Balanced (cost × time)</source>
        <translation>Balanced (cost × time)</translation>
    </message>
    <message>
        <source>Among the candidates within the limits, which one is recommended.</source>
        <translation>Among the candidates within the limits, which one is recommended.</translation>
    </message>
    <message>
        <source>Maximum &amp;cost:</source>
        <translation>Maximum &amp;cost:</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>&amp;Deadline:</translation>
    </message>
    <message>
        <source>&amp;Optimise for:</source>
        <translation>&amp;Optimise for:</translation>
    </message>
    <message>
        <source>Where to search</source>
        <translation>Where to search</translation>
    </message>
    <message>
        <source>On d&amp;emand</source>
        <translation>On d&amp;emand</translation>
    </message>
    <message>
        <source>S&amp;pot (preemptible)</source>
        <translation>S&amp;pot (preemptible)</translation>
    </message>
    <message>
        <source>&amp;Monthly subscription</source>
        <translation>&amp;Monthly subscription</translation>
    </message>
    <message>
        <source>Reserved 1 &amp;year</source>
        <translation>Reserved 1 &amp;year</translation>
    </message>
    <message>
        <source>Reserved &amp;3 years</source>
        <translation>Reserved &amp;3 years</translation>
    </message>
    <message>
        <source>Paid by the month in advance (包年包月): cheaper per hour, but whole months are paid however short the job.</source>
        <translation>Paid by the month in advance (包年包月): cheaper per hour, but whole months are paid however short the job.</translation>
    </message>
    <message>
        <source>A reservation commits to the whole term; only worth it for continuous use.</source>
        <translation>A reservation commits to the whole term; only worth it for continuous use.</translation>
    </message>
    <message>
        <source>Pay as you go (按量付费), billed by the provider&apos;s unit (second, minute or hour).</source>
        <translation>Pay as you go (按量付费), billed by the provider&apos;s unit (second, minute or hour).</translation>
    </message>
    <message>
        <source>Allow at least one billing mode.</source>
        <translation>Allow at least one billing mode.</translation>
    </message>
    <message>
        <source>Billing:</source>
        <translation>Billing:</translation>
    </message>
    <message>
        <source>Choose at least one provider.</source>
        <translation>Choose at least one provider.</translation>
    </message>
    <message>
        <source>Providers:</source>
        <translation>Providers:</translation>
    </message>
    <message>
        <source>Any region</source>
        <translation>Any region</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Only instance types sold in this region; prices of the region where the catalog has them.</source>
        <translation>Only instance types sold in this region; prices of the region where the catalog has them.</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Any GPU in the catalog</source>
        <translation>Any GPU in the catalog</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Narrow the plan to one GPU model; any GPU lets the planner compare them all.</source>
        <translation>Narrow the plan to one GPU model; any GPU lets the planner compare them all.</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Any</translation>
    </message>
    <message>
        <source>automatic: 1, 2, 4 … while it pays</source>
        <translation>automatic: 1, 2, 4 … while it pays</translation>
    </message>
    <message>
        <source>Require an RDM&amp;A network</source>
        <translation>Require an RDM&amp;A network</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;RDMA&lt;/b&gt; (remote direct memory access: InfiniBand, RoCE, Alibaba eRDMA) moves gradients between nodes without the CPU, at 100–3,200 Gbit/s. Training on several nodes without it spends much of each step waiting for the network.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;RDMA&lt;/b&gt; (remote direct memory access: InfiniBand, RoCE, Alibaba eRDMA) moves gradients between nodes without the CPU, at 100–3,200 Gbit/s. Training on several nodes without it spends much of each step waiting for the network.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation>GPUs per &amp;node:</translation>
    </message>
    <message>
        <source>Instance type %1</source>
        <translation>Instance type %1</translation>
    </message>
    <message>
        <source>ten years is not a deadline.</source>
        <translation>ten years is not a deadline.</translation>
    </message>
    <message>
        <source>Budget currency</source>
        <translation>Budget currency</translation>
    </message>
    <message>
        <source>Deadline unit</source>
        <translation>Deadline unit</translation>
    </message>
    <message>
        <source>Whether the deadline is counted in hours or in days; the figure stays, its unit changes.</source>
        <translation>Whether the deadline is counted in hours or in days; the figure stays, its unit changes.</translation>
    </message>
    <message>
        <source>Search the instance types of %1.</source>
        <translation>Search the instance types of %1.</translation>
    </message>
    <message>
        <source>When the model does not fit a GPU&apos;s memory with LoRA, plan it with QLoRA (the frozen model in 4 bits) instead of dropping that GPU.</source>
        <translation>When the model does not fit a GPU&apos;s memory with LoRA, plan it with QLoRA (the frozen model in 4 bits) instead of dropping that GPU.</translation>
    </message>
    <message>
        <source>GPUs in each machine (node). Any: every size the catalog rents. Available once a GPU is chosen above.</source>
        <translation>GPUs in each machine (node). Any: every size the catalog rents. Available once a GPU is chosen above.</translation>
    </message>
    <message>
        <source>more nodes than any training run has used.</source>
        <translation>more nodes than any training run has used.</translation>
    </message>
    <message>
        <source>Machines training together. Empty: the planner tries 1, 2, 4 … while more nodes still pay. Available once a GPU is chosen above.</source>
        <translation>Machines training together. Empty: the planner tries 1, 2, 4 … while more nodes still pay. Available once a GPU is chosen above.</translation>
    </message>
    <message>
        <source>Node&amp;s:</source>
        <translation>Node&amp;s:</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Spot&lt;/b&gt; (preemptible) instances cost a fraction of the on-demand price but the provider can reclaim them at any time. The plan counts what that costs: checkpoints written at the interval Young&apos;s formula gives, work lost since the last one, and restarts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Spot&lt;/b&gt; (preemptible) instances cost a fraction of the on-demand price but the provider can reclaim them at any time. The plan counts what that costs: checkpoints written at the interval Young&apos;s formula gives, work lost since the last one, and restarts.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Domestic accelerators on&amp;ly</source>
        <translation>Domestic accelerators on&amp;ly</translation>
    </message>
    <message>
        <source>Huawei Ascend and other Chinese chips only: for projects that must not depend on export-controlled NVIDIA GPUs.</source>
        <translation>Huawei Ascend and other Chinese chips only: for projects that must not depend on export-controlled NVIDIA GPUs.</translation>
    </message>
    <message>
        <source>Data stays &amp;in mainland China</source>
        <translation>Data stays &amp;in mainland China</translation>
    </message>
    <message>
        <source>For data that must not leave mainland China (personal information, important data): only instance types sold in mainland regions, priced there; no Hong Kong or overseas regions.</source>
        <translation>For data that must not leave mainland China (personal information, important data): only instance types sold in mainland regions, priced there; no Hong Kong or overseas regions.</translation>
    </message>
    <message>
        <source>Use &amp;QLoRA where LoRA does not fit</source>
        <translation>Use &amp;QLoRA where LoRA does not fit</translation>
    </message>
    <message>
        <source>Not for a convolutional vision model: it trains in full, without LoRA or QLoRA.</source>
        <translation>Not for a convolutional vision model: it trains in full, without LoRA or QLoRA.</translation>
    </message>
    <message>
        <source>%1% (default)</source>
        <translation>%1% (default)</translation>
    </message>
    <message>
        <source>beyond half of its memory a GPU stands half idle.</source>
        <translation>beyond half of its memory a GPU stands half idle.</translation>
    </message>
    <message>
        <source>GPU memory a candidate must leave free, in percent: a longer batch, a framework update or memory fragmentation can take that much. A candidate that needs more is not recommended.</source>
        <translation>GPU memory a candidate must leave free, in percent: a longer batch, a framework update or memory fragmentation can take that much. A candidate that needs more is not recommended.</translation>
    </message>
    <message>
        <source>Memory &amp;kept free (%):</source>
        <translation>Memory &amp;kept free (%):</translation>
    </message>
    <message>
        <source>Instance types the provider rents only after an application: a whitelist, a ticket (工单) or an invitation (邀测). The plan says how to apply for each.</source>
        <translation>Instance types the provider rents only after an application: a whitelist, a ticket (工单) or an invitation (邀测). The plan says how to apply for each.</translation>
    </message>
    <message>
        <source>Instance types sold only through the provider&apos;s sales team (联系销售): their prices are list prices at best, and a quote can take days.</source>
        <translation>Instance types sold only through the provider&apos;s sales team (联系销售): their prices are list prices at best, and a quote can take days.</translation>
    </message>
    <message>
        <source>Also plan:</source>
        <translation>Also plan:</translation>
    </message>
    <message>
        <source>CNY per USD</source>
        <translation>CNY per USD</translation>
    </message>
    <message>
        <source>the catalog&apos;s</source>
        <translation>the catalog&apos;s</translation>
    </message>
    <message>
        <source>The exchange rate this plan converts prices in US dollars with (AWS, and the Chinese clouds&apos; international prices). Empty: the catalog&apos;s dated rate.</source>
        <translation>The exchange rate this plan converts prices in US dollars with (AWS, and the Chinese clouds&apos; international prices). Empty: the catalog&apos;s dated rate.</translation>
    </message>
    <message>
        <source>E&amp;xchange rate:</source>
        <translation>E&amp;xchange rate:</translation>
    </message>
    <message>
        <source>%1 (catalog)</source>
        <translation>%1 (catalog)</translation>
    </message>
    <message>
        <source>O&amp;ffers by application</source>
        <translation>O&amp;ffers by application</translation>
    </message>
    <message>
        <source>Offers t&amp;hrough sales</source>
        <translation>Offers t&amp;hrough sales</translation>
    </message>
</context>
<context>
    <name>CalibrateDialog</name>
    <message>
        <source>Calibrate from a Run</source>
        <translation>Calibrate from a Run</translation>
    </message>
    <message>
        <source>What a short run of this job measured corrects every estimate of the plan: speed, memory and, with a second run, communication.</source>
        <translation>What a short run of this job measured corrects every estimate of the plan: speed, memory and, with a second run, communication.</translation>
    </message>
    <message>
        <source>Drop a training log or run folder here (trainer_state.json, DeepSpeed, Megatron-LM, NeMo, torchtitan, Ultralytics results.csv, nvidia-smi CSV)</source>
        <translation>Drop a training log or run folder here (trainer_state.json, DeepSpeed, Megatron-LM, NeMo, torchtitan, Ultralytics results.csv, nvidia-smi CSV)</translation>
    </message>
    <message>
        <source>&amp;Choose a log…</source>
        <translation>&amp;Choose a log…</translation>
    </message>
    <message>
        <source>Pick the training log in a file dialog.</source>
        <translation>Pick the training log in a file dialog.</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>not measured</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>samples/s</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>&amp;Tokens per second:</source>
        <translation>&amp;Tokens per second:</translation>
    </message>
    <message>
        <source>&amp;Samples per second:</source>
        <translation>&amp;Samples per second:</translation>
    </message>
    <message>
        <source>St&amp;ep time:</source>
        <translation>St&amp;ep time:</translation>
    </message>
    <message>
        <source>Peak &amp;memory per GPU:</source>
        <translation>Peak &amp;memory per GPU:</translation>
    </message>
    <message>
        <source>M&amp;icro-batch:</source>
        <translation>M&amp;icro-batch:</translation>
    </message>
    <message>
        <source>The instance type, or the GPU, the run was on.</source>
        <translation>The instance type, or the GPU, the run was on.</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>How many of these GPUs each node had.</source>
        <translation>How many of these GPUs each node had.</translation>
    </message>
    <message>
        <source>How many nodes the run used.</source>
        <translation>How many nodes the run used.</translation>
    </message>
    <message>
        <source>&amp;Hardware:</source>
        <translation>&amp;Hardware:</translation>
    </message>
    <message>
        <source>&amp;GPUs per node:</source>
        <translation>&amp;GPUs per node:</translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation>&amp;Nodes:</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Calibrate</translation>
    </message>
    <message>
        <source>Choose a Training Log</source>
        <translation>Choose a Training Log</translation>
    </message>
    <message>
        <source>Training logs (*.json *.log *.txt *.out *.csv);;All files (*)</source>
        <translation>Training logs (*.json *.log *.txt *.out *.csv);;All files (*)</translation>
    </message>
    <message>
        <source>%1 gives no measurement:</source>
        <translation>%1 gives no measurement:</translation>
    </message>
    <message>
        <source>Read %1 (%2).</source>
        <translation>Read %1 (%2).</translation>
    </message>
    <message>
        <source>Give at least one measured figure: tokens or samples per second, the step time or the peak memory.</source>
        <translation>Give at least one measured figure: tokens or samples per second, the step time or the peak memory.</translation>
    </message>
    <message>
        <source>Calibrate from a run</source>
        <translation>Calibrate from a run</translation>
    </message>
    <message>
        <source>&amp;Keep this measurement to calibrate my later plans of this model family and framework</source>
        <translation>&amp;Keep this measurement to calibrate my later plans of this model family and framework</translation>
    </message>
    <message>
        <source>Kept runs are listed, and can be deleted, under Catalog ▸ My measurements.</source>
        <translation>Kept runs are listed, and can be deleted, under Catalog ▸ My measurements.</translation>
    </message>
    <message>
        <source>Only runs of a model the catalog names can be kept: a described model has no model family.</source>
        <translation>Only runs of a model the catalog names can be kept: a described model has no model family.</translation>
    </message>
    <message>
        <source>The measurement could not be kept: %1</source>
        <translation>The measurement could not be kept: %1</translation>
    </message>
    <message>
        <source>Samples per optimizer step over all GPUs: micro-batch × gradient accumulation × data-parallel GPUs. Empty: the plan&apos;s global batch.</source>
        <translation>Samples per optimizer step over all GPUs: micro-batch × gradient accumulation × data-parallel GPUs. Empty: the plan&apos;s global batch.</translation>
    </message>
    <message>
        <source>&amp;Global batch:</source>
        <translation>&amp;Global batch:</translation>
    </message>
    <message>
        <source>The log&apos;s rounded speeds put the global batch between %1 and %2: give it below if you know it, or leave it empty to take the plan&apos;s.</source>
        <translation>The log&apos;s rounded speeds put the global batch between %1 and %2: give it below if you know it, or leave it empty to take the plan&apos;s.</translation>
    </message>
    <message>
        <source>Not a whole number of micro-batches: the global batch is micro-batch × gradient accumulation × data-parallel GPUs. Correct it, or leave it empty to take the plan&apos;s.</source>
        <translation>Not a whole number of micro-batches: the global batch is micro-batch × gradient accumulation × data-parallel GPUs. Correct it, or leave it empty to take the plan&apos;s.</translation>
    </message>
    <message>
        <source>More than the hardware named can do: check the figure, and the hardware it ran on.</source>
        <translation>More than the hardware named can do: check the figure, and the hardware it ran on.</translation>
    </message>
    <message>
        <source>Out of range for a measurement: check the figure and its unit.</source>
        <translation>Out of range for a measurement: check the figure and its unit.</translation>
    </message>
    <message>
        <source>The measurement is refused: see the fields marked below.</source>
        <translation>The measurement is refused: see the fields marked below.</translation>
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
        <translation>no price</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <source>Tick to compare (up to %1). ★ recommended, ◆ on the Pareto front of cost and time.</source>
        <translation>Tick to compare (up to %1). ★ recommended, ◆ on the Pareto front of cost and time.</translation>
    </message>
    <message>
        <source>Weights %1, gradients %2, optimizer states %3, activations %4, other %5 (GiB per GPU)</source>
        <translation>Weights %1, gradients %2, optimizer states %3, activations %4, other %5 (GiB per GPU)</translation>
    </message>
    <message>
        <source>Compute %1, interruptions %2, storage %3, checkpoints %4</source>
        <translation>Compute %1, interruptions %2, storage %3, checkpoints %4</translation>
    </message>
    <message>
        <source>Price: %1 per node-%2 (%3)</source>
        <translation>Price: %1 per node-%2 (%3)</translation>
    </message>
    <message>
        <source>month</source>
        <translation>month</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>hour</translation>
    </message>
    <message>
        <source>Source: %1, %2 (%3)</source>
        <translation>Source: %1, %2 (%3)</translation>
    </message>
    <message>
        <source>Expected %1, range %2 to %3 (interruptions and restarts included on spot)</source>
        <translation>Expected %1, range %2 to %3 (interruptions and restarts included on spot)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>Memory / GPU</translation>
    </message>
    <message>
        <source>Time (range)</source>
        <translation>Time (range)</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>Rank in the plan (feasible first, in the objective&apos;s order); tick to compare.</source>
        <translation>Rank in the plan (feasible first, in the objective&apos;s order); tick to compare.</translation>
    </message>
    <message>
        <source>GPU memory the job uses per GPU, against the GPU&apos;s memory.</source>
        <translation>GPU memory the job uses per GPU, against the GPU&apos;s memory.</translation>
    </message>
    <message>
        <source>Expected wall-clock time, and the range the calibration gives.</source>
        <translation>Expected wall-clock time, and the range the calibration gives.</translation>
    </message>
    <message>
        <source>Total cost: compute, spot interruptions, storage and checkpoints.</source>
        <translation>Total cost: compute, spot interruptions, storage and checkpoints.</translation>
    </message>
</context>
<context>
    <name>CatalogBrowserPage</name>
    <message>
        <source>Filter by GPU, vendor, generation or source</source>
        <translation>Filter by GPU, vendor, generation or source</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n GPU(s)</source>
        <translation>
            <numerusform>%1 of %n GPU</numerusform>
            <numerusform>%1 of %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by provider, family, instance type, GPU or region</source>
        <translation>Filter by provider, family, instance type, GPU or region</translation>
    </message>
    <message numerus="yes">
        <source>%n instance type(s)</source>
        <translation>
            <numerusform>%n instance type</numerusform>
            <numerusform>%n instance types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n instance type(s)</source>
        <translation>
            <numerusform>%1 of %n instance type</numerusform>
            <numerusform>%1 of %n instance types</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by provider, instance type, GPU, billing or region</source>
        <translation>Filter by provider, instance type, GPU, billing or region</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s)</source>
        <translation>
            <numerusform>%n price</numerusform>
            <numerusform>%n prices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n price(s)</source>
        <translation>
            <numerusform>%1 of %n price</numerusform>
            <numerusform>%1 of %n prices</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by provider, name or kind</source>
        <translation>Filter by provider, name or kind</translation>
    </message>
    <message numerus="yes">
        <source>%n storage option(s)</source>
        <translation>
            <numerusform>%n storage option</numerusform>
            <numerusform>%n storage options</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n storage option(s)</source>
        <translation>
            <numerusform>%1 of %n storage option</numerusform>
            <numerusform>%1 of %n storage options</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by provider or currency</source>
        <translation>Filter by provider or currency</translation>
    </message>
    <message numerus="yes">
        <source>%n provider(s)</source>
        <translation>
            <numerusform>%n provider</numerusform>
            <numerusform>%n providers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n provider(s)</source>
        <translation>
            <numerusform>%1 of %n provider</numerusform>
            <numerusform>%1 of %n providers</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Instance types</source>
        <translation>Instance types</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prices</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>Billing terms</source>
        <translation>Billing terms</translation>
    </message>
    <message>
        <source>&amp;Edit Price…</source>
        <translation>&amp;Edit Price…</translation>
    </message>
    <message>
        <source>Change the selected price; it is saved in your overrides folder</source>
        <translation>Change the selected price; it is saved in your overrides folder</translation>
    </message>
    <message>
        <source>&amp;Add Price…</source>
        <translation>&amp;Add Price…</translation>
    </message>
    <message>
        <source>Add a price (another billing or region) for the selected instance type</source>
        <translation>Add a price (another billing or region) for the selected instance type</translation>
    </message>
    <message>
        <source>&amp;Revert to Shipped Price</source>
        <translation>&amp;Revert to Shipped Price</translation>
    </message>
    <message>
        <source>Remove your override of the selected price</source>
        <translation>Remove your override of the selected price</translation>
    </message>
    <message>
        <source>&amp;Import Prices from CSV…</source>
        <translation>&amp;Import Prices from CSV…</translation>
    </message>
    <message>
        <source>Read prices from a spreadsheet saved as CSV into your overrides folder</source>
        <translation>Read prices from a spreadsheet saved as CSV into your overrides folder</translation>
    </message>
    <message>
        <source>Re&amp;load Catalog</source>
        <translation>Re&amp;load Catalog</translation>
    </message>
    <message>
        <source>Read the built-in catalog and your overrides folder again</source>
        <translation>Read the built-in catalog and your overrides folder again</translation>
    </message>
    <message>
        <source>Open &amp;Overrides Folder</source>
        <translation>Open &amp;Overrides Folder</translation>
    </message>
    <message>
        <source>The catalog was reloaded.</source>
        <translation>The catalog was reloaded.</translation>
    </message>
    <message>
        <source>Bold: set by your overrides</source>
        <translation>Bold: set by your overrides</translation>
    </message>
    <message>
        <source>&lt;i&gt;Italics&lt;/i&gt;: an estimate</source>
        <translation>&lt;i&gt;Italics&lt;/i&gt;: an estimate</translation>
    </message>
    <message>
        <source>Your overrides folder has problems; the files with errors were not applied.</source>
        <translation>Your overrides folder has problems; the files with errors were not applied.</translation>
    </message>
    <message numerus="yes">
        <source>Stale: dated before %1 (more than %n days ago)</source>
        <translation>
            <numerusform>Stale: dated before %1 (more than %n days ago)</numerusform>
            <numerusform>Stale: dated before %1 (more than %n days ago)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>The price was not saved.</source>
        <translation>The price was not saved.</translation>
    </message>
    <message>
        <source>%1, %2: %3 %4</source>
        <translation>%1, %2: %3 %4</translation>
    </message>
    <message>
        <source>Saved %1 in your overrides folder; the catalog was reloaded.</source>
        <translation>Saved %1 in your overrides folder; the catalog was reloaded.</translation>
    </message>
    <message>
        <source>The override was not removed.</source>
        <translation>The override was not removed.</translation>
    </message>
    <message>
        <source>Your overrides folder has no price of %1 to remove.</source>
        <translation>Your overrides folder has no price of %1 to remove.</translation>
    </message>
    <message>
        <source>%1, %2: the shipped price applies again.</source>
        <translation>%1, %2: the shipped price applies again.</translation>
    </message>
    <message>
        <source>Import Prices from CSV</source>
        <translation>Import Prices from CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message>
        <source>Nothing was imported from %1.</source>
        <translation>Nothing was imported from %1.</translation>
    </message>
    <message>
        <source>Nothing was imported from %1: its header row is not right.</source>
        <translation>Nothing was imported from %1: its header row is not right.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) read, %2 imported, %3 with errors (listed by line below).</source>
        <translation>
            <numerusform>%1: %n row read, %2 imported, %3 with errors (listed by line below).</numerusform>
            <numerusform>%1: %n rows read, %2 imported, %3 with errors (listed by line below).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) imported into your overrides folder.</source>
        <translation>
            <numerusform>%1: %n price imported into your overrides folder.</numerusform>
            <numerusform>%1: %n prices imported into your overrides folder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a column header to sort by it; select a row to see where its figures come from, below.</source>
        <translation>Click a column header to sort by it; select a row to see where its figures come from, below.</translation>
    </message>
    <message>
        <source>Filter the GPUs</source>
        <translation>Filter the GPUs</translation>
    </message>
    <message>
        <source>Every GPU of the catalog: its memory, memory bandwidth and BF16 and FP16 speed.</source>
        <translation>Every GPU of the catalog: its memory, memory bandwidth and BF16 and FP16 speed.</translation>
    </message>
    <message>
        <source>Filter the instance types</source>
        <translation>Filter the instance types</translation>
    </message>
    <message>
        <source>Every instance type: its GPUs, vCPUs, RAM, network, RDMA and regions. Enter or a double click adds a price for the selected type.</source>
        <translation>Every instance type: its GPUs, vCPUs, RAM, network, RDMA and regions. Enter or a double click adds a price for the selected type.</translation>
    </message>
    <message>
        <source>Filter the prices</source>
        <translation>Filter the prices</translation>
    </message>
    <message>
        <source>Every price by billing and region, per hour or per month, and per GPU-hour; stale ones in amber. Enter or a double click edits the selected price.</source>
        <translation>Every price by billing and region, per hour or per month, and per GPU-hour; stale ones in amber. Enter or a double click edits the selected price.</translation>
    </message>
    <message>
        <source>Filter the storage options</source>
        <translation>Filter the storage options</translation>
    </message>
    <message>
        <source>Storage for the data set and checkpoints: read and write speed, IOPS and price.</source>
        <translation>Storage for the data set and checkpoints: read and write speed, IOPS and price.</translation>
    </message>
    <message>
        <source>Filter the providers</source>
        <translation>Filter the providers</translation>
    </message>
    <message>
        <source>How each provider bills: the unit it charges by, spot prices and interruptions, monthly and reserved terms.</source>
        <translation>How each provider bills: the unit it charges by, spot prices and interruptions, monthly and reserved terms.</translation>
    </message>
    <message>
        <source>Shows only the rows with this text in any column; empty shows them all.</source>
        <translation>Shows only the rows with this text in any column; empty shows them all.</translation>
    </message>
    <message>
        <source>Details of the selected row</source>
        <translation>Details of the selected row</translation>
    </message>
    <message>
        <source>Open the folder with your price overrides and catalog additions: %1</source>
        <translation>Open the folder with your price overrides and catalog additions: %1</translation>
    </message>
    <message>
        <source>&amp;Refresh Prices from My Account…</source>
        <translation>&amp;Refresh Prices from My Account…</translation>
    </message>
    <message>
        <source>Write a script for your provider&apos;s own command-line client, then import the prices it saved</source>
        <translation>Write a script for your provider&apos;s own command-line client, then import the prices it saved</translation>
    </message>
    <message>
        <source>No price could be imported from %1.</source>
        <translation>No price could be imported from %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n price(s) imported into your overrides folder; %2 call(s) failed or gave no price (listed below).</source>
        <translation>
            <numerusform>%1: %n price imported into your overrides folder; %2 call(s) failed or gave no price (listed below).</numerusform>
            <numerusform>%1: %n prices imported into your overrides folder; %2 call(s) failed or gave no price (listed below).</numerusform>
        </translation>
    </message>
    <message>
        <source>My measurements</source>
        <translation>My measurements</translation>
    </message>
</context>
<context>
    <name>CatalogChangeNotice</name>
    <message>
        <source>&amp;Undo the catalog change</source>
        <translation>&amp;Undo the catalog change</translation>
    </message>
    <message>
        <source>O&amp;K</source>
        <translation>O&amp;K</translation>
    </message>
</context>
<context>
    <name>CatalogTablePage</name>
    <message>
        <source>Select a row to see its source, date, confidence and derivation.</source>
        <translation>Select a row to see its source, date, confidence and derivation.</translation>
    </message>
</context>
<context>
    <name>CatalogText</name>
    <message>
        <source>%1/month</source>
        <translation>%1/month</translation>
    </message>
    <message>
        <source>%1/hour</source>
        <translation>%1/hour</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>eRDMA</source>
        <translation>eRDMA</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>Object storage</source>
        <translation>Object storage</translation>
    </message>
    <message>
        <source>File storage</source>
        <translation>File storage</translation>
    </message>
    <message>
        <source>Block storage</source>
        <translation>Block storage</translation>
    </message>
    <message>
        <source>vendor figure</source>
        <translation>vendor figure</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>reported</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>estimate</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>per second</translation>
    </message>
    <message>
        <source>per minute</source>
        <translation>per minute</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>per hour</translation>
    </message>
    <message>
        <source>per %1 s</source>
        <translation>per %1 s</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Source: %1
Date: %2
Confidence: %3</source>
        <translation>Source: %1
Date: %2
Confidence: %3</translation>
    </message>
    <message>
        <source>Derivation: %1</source>
        <translation>Derivation: %1</translation>
    </message>
    <message>
        <source>Stale: dated %1, more than %2 days before today. Check the provider&apos;s current price.</source>
        <translation>Stale: dated %1, more than %2 days before today. Check the provider&apos;s current price.</translation>
    </message>
    <message>
        <source>Overridden by %1</source>
        <translation>Overridden by %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confidence</translation>
    </message>
    <message>
        <source>Derivation</source>
        <translation>Derivation</translation>
    </message>
    <message>
        <source>Source of %1</source>
        <translation>Source of %1</translation>
    </message>
    <message>
        <source>quote for your account</source>
        <translation>quote for your account</translation>
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
        <translation>Ascend</translation>
    </message>
</context>
<context>
    <name>CompareModel</name>
    <message>
        <source>Best of the candidates compared</source>
        <translation>Best of the candidates compared</translation>
    </message>
</context>
<context>
    <name>CompareText</name>
    <message>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Time, slow end</source>
        <translation>Time, slow end</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>Cost per GPU-hour</translation>
    </message>
    <message>
        <source>Price basis and age</source>
        <translation>Price basis and age</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-hours</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPUs</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Host memory</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>derived from the on-demand price</source>
        <translation>derived from the on-demand price</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>list price</translation>
    </message>
    <message>
        <source>, %1 (%2)</source>
        <translation>, %1 (%2)</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>; %1</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 samples/s</translation>
    </message>
    <message>
        <source>%1 of %2 GiB (%3)</source>
        <translation>%1 of %2 GiB (%3)</translation>
    </message>
    <message>
        <source>%1 per node</source>
        <translation>%1 per node</translation>
    </message>
    <message>
        <source>%1 GiB per node</source>
        <translation>%1 GiB per node</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>, RDMA %1 Gbit/s</source>
        <translation>, RDMA %1 Gbit/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>micro-batch %1 × %2 accumulation, checkpointing %3</source>
        <translation>micro-batch %1 × %2 accumulation, checkpointing %3</translation>
    </message>
    <message>
        <source>ZeRO %1, %2</source>
        <translation>ZeRO %1, %2</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>C&amp;lear</source>
        <translation>C&amp;lear</translation>
    </message>
    <message>
        <source>Tick two to four candidates in the first column of the table to compare them here (%1 ticked).</source>
        <translation>Tick two to four candidates in the first column of the table to compare them here (%1 ticked).</translation>
    </message>
    <message>
        <source>%1 candidates side by side; ✓ and green mark the best value of each row.</source>
        <translation>%1 candidates side by side; ✓ and green mark the best value of each row.</translation>
    </message>
    <message>
        <source>Compared candidates</source>
        <translation>Compared candidates</translation>
    </message>
    <message>
        <source>The candidates ticked in the table, a column each; ✓ marks the best value of each row.</source>
        <translation>The candidates ticked in the table, a column each; ✓ marks the best value of each row.</translation>
    </message>
    <message>
        <source>Untick every candidate compared.</source>
        <translation>Untick every candidate compared.</translation>
    </message>
</context>
<context>
    <name>CoreMessages</name>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>on demand</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>subscription</source>
        <translation>subscription</translation>
    </message>
    <message>
        <source>1-year reserved</source>
        <translation>1-year reserved</translation>
    </message>
    <message>
        <source>3-year reserved</source>
        <translation>3-year reserved</translation>
    </message>
    <message>
        <source>eRDMA</source>
        <translation>eRDMA</translation>
    </message>
    <message>
        <source>%1 x %2 (%3 x %4, %5), %6</source>
        <translation>%1 x %2 (%3 x %4, %5), %6</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 has no %2 tensor cores; estimated at its fp32 rate. Use %3 instead</source>
        <translation>%1 has no %2 tensor cores; estimated at its fp32 rate. Use %3 instead</translation>
    </message>
    <message>
        <source>seq_len %1 is longer than the model&apos;s context of %2 tokens</source>
        <translation>seq_len %1 is longer than the model&apos;s context of %2 tokens</translation>
    </message>
    <message>
        <source>samples are longer than seq_len and will be truncated to %1 tokens</source>
        <translation>samples are longer than seq_len and will be truncated to %1 tokens</translation>
    </message>
    <message>
        <source>micro_batch %1</source>
        <translation>micro_batch %1</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO stage %1</translation>
    </message>
    <message>
        <source>activation checkpointing on</source>
        <translation>activation checkpointing on</translation>
    </message>
    <message>
        <source>activation checkpointing off</source>
        <translation>activation checkpointing off</translation>
    </message>
    <message>
        <source>uses %1% of GPU memory: longer samples or a framework upgrade can tip it into out-of-memory</source>
        <translation>uses %1% of GPU memory: longer samples or a framework upgrade can tip it into out-of-memory</translation>
    </message>
    <message>
        <source>multi-node training over TCP: all-reduce reaches about %1% of line rate; an RDMA network (RoCE, InfiniBand, eRDMA) is advised</source>
        <translation>multi-node training over TCP: all-reduce reaches about %1% of line rate; an RDMA network (RoCE, InfiniBand, eRDMA) is advised</translation>
    </message>
    <message>
        <source>gradient communication takes %1% of each step; fewer, larger nodes or a faster network help</source>
        <translation>gradient communication takes %1% of each step; fewer, larger nodes or a faster network help</translation>
    </message>
    <message>
        <source>the host CPUs (%1 vCPUs per node) cannot decode and augment images as fast as the GPUs train: more vCPUs, pre-resized data or GPU decoding (DALI) help</source>
        <translation>the host CPUs (%1 vCPUs per node) cannot decode and augment images as fast as the GPUs train: more vCPUs, pre-resized data or GPU decoding (DALI) help</translation>
    </message>
    <message>
        <source>memory bandwidth (%1 GB/s) limits speed as much as compute: %2% of each step moves data; a GPU with faster memory helps more than one with more TFLOPS</source>
        <translation>memory bandwidth (%1 GB/s) limits speed as much as compute: %2% of each step moves data; a GPU with faster memory helps more than one with more TFLOPS</translation>
    </message>
    <message>
        <source>no published training run calibrates %1 GPUs; the estimate uses other generations&apos; efficiency and a wider range</source>
        <translation>no published training run calibrates %1 GPUs; the estimate uses other generations&apos; efficiency and a wider range</translation>
    </message>
    <message>
        <source>%1 peak %2 is an estimate (%3)</source>
        <translation>%1 peak %2 is an estimate (%3)</translation>
    </message>
    <message>
        <source>the catalog has no price for %1 in any region for the billing modes asked; its cost cannot be computed</source>
        <translation>the catalog has no price for %1 in any region for the billing modes asked; its cost cannot be computed</translation>
    </message>
    <message>
        <source>the catalog has no price for %1 in %2 for the billing modes asked; its cost cannot be computed</source>
        <translation>the catalog has no price for %1 in %2 for the billing modes asked; its cost cannot be computed</translation>
    </message>
    <message>
        <source>on spot the job would be reclaimed every %1 on average and spend most of its time redoing work and restarting</source>
        <translation>on spot the job would be reclaimed every %1 on average and spend most of its time redoing work and restarting</translation>
    </message>
    <message>
        <source>the cost or time of this candidate cannot be computed</source>
        <translation>the cost or time of this candidate cannot be computed</translation>
    </message>
    <message>
        <source>costs %1, over the budget of %2</source>
        <translation>costs %1, over the budget of %2</translation>
    </message>
    <message>
        <source>takes about %1, past the deadline of %2</source>
        <translation>takes about %1, past the deadline of %2</translation>
    </message>
    <message>
        <source>the catalog estimated the specification of %1 (%2): confirm the instance type in the provider&apos;s console</source>
        <translation>the catalog estimated the specification of %1 (%2): confirm the instance type in the provider&apos;s console</translation>
    </message>
    <message>
        <source>the slow end of the estimate (%1) is past the %2 deadline</source>
        <translation>the slow end of the estimate (%1) is past the %2 deadline</translation>
    </message>
    <message>
        <source>priced with the %1 price; the catalog has none for %2</source>
        <translation>priced with the %1 price; the catalog has none for %2</translation>
    </message>
    <message>
        <source>pays %1 month(s) for a run that uses %2% of them</source>
        <translation>pays %1 month(s) for a run that uses %2% of them</translation>
    </message>
    <message>
        <source>commits to a %1-year reservation: the whole term is paid</source>
        <translation>commits to a %1-year reservation: the whole term is paid</translation>
    </message>
    <message>
        <source>%1 by the hardware asked for</source>
        <translation>%1 by the hardware asked for</translation>
    </message>
    <message>
        <source>%1 by the providers</source>
        <translation>%1 by the providers</translation>
    </message>
    <message>
        <source>%1 by the region</source>
        <translation>%1 by the region</translation>
    </message>
    <message>
        <source>%1 by domestic accelerators only</source>
        <translation>%1 by domestic accelerators only</translation>
    </message>
    <message>
        <source>No instance type in the catalog matches the job&apos;s filters.</source>
        <translation>No instance type in the catalog matches the job&apos;s filters.</translation>
    </message>
    <message>
        <source>No instance type in the catalog matches the job&apos;s filters (%1 excluded); widen them.</source>
        <translation>No instance type in the catalog matches the job&apos;s filters (%1 excluded); widen them.</translation>
    </message>
    <message>
        <source>Raise the budget to %1 (now %2): %3 meets the deadline in %4.</source>
        <translation>Raise the budget to %1 (now %2): %3 meets the deadline in %4.</translation>
    </message>
    <message>
        <source>Move the deadline to %1 (now %2): %3 fits the budget at %4.</source>
        <translation>Move the deadline to %1 (now %2): %3 fits the budget at %4.</translation>
    </message>
    <message>
        <source>Neither limit can be met alone: the cheapest option, %1, needs %2 and %3.</source>
        <translation>Neither limit can be met alone: the cheapest option, %1, needs %2 and %3.</translation>
    </message>
    <message>
        <source>Use a GPU with more memory: the job needs at least %1 GiB per GPU on %2 (%3 GiB); on %4 x %5 (%6 GiB each, e.g. %7) it needs %8 GiB.</source>
        <translation>Use a GPU with more memory: the job needs at least %1 GiB per GPU on %2 (%3 GiB); on %4 x %5 (%6 GiB each, e.g. %7) it needs %8 GiB.</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 and %2 more</translation>
    </message>
    <message>
        <source>The catalog has no price for %1: add prices (trainplan-cli catalog import-prices) or allow other providers or billing modes.</source>
        <translation>The catalog has no price for %1: add prices (trainplan-cli catalog import-prices) or allow other providers or billing modes.</translation>
    </message>
    <message>
        <source>%1 has no RDMA: its %2 Gbit/s TCP network costs this job %3% of its time (%4 h instead of %5 h with RDMA); prefer an RDMA or eRDMA instance type for %6 nodes.</source>
        <translation>%1 has no RDMA: its %2 Gbit/s TCP network costs this job %3% of its time (%4 h instead of %5 h with RDMA); prefer an RDMA or eRDMA instance type for %6 nodes.</translation>
    </message>
    <message>
        <source>Enable %1 for NCCL on all %2 nodes (%3 Gbit/s) and keep them in one zone: over plain TCP this job would take %4 h instead of %5 h (%6% of the time lost).</source>
        <translation>Enable %1 for NCCL on all %2 nodes (%3 Gbit/s) and keep them in one zone: over plain TCP this job would take %4 h instead of %5 h (%6% of the time lost).</translation>
    </message>
    <message>
        <source>Enable %1 for NCCL on all %2 nodes (%3 Gbit/s) and keep them in one zone: at %4 Gbit/s the all-reduce of this job hides behind compute and TCP would cost under 1% of the time, but with a slower or shared network it loses far more.</source>
        <translation>Enable %1 for NCCL on all %2 nodes (%3 Gbit/s) and keep them in one zone: at %4 Gbit/s the all-reduce of this job hides behind compute and TCP would cost under 1% of the time, but with a slower or shared network it loses far more.</translation>
    </message>
    <message>
        <source>Keep the data set (about %1) on a shared parallel file system mounted by all %2 nodes: CPFS for large sets and many nodes, NAS for smaller ones; stage it from object storage (OSS/COS/OBS) before training.</source>
        <translation>Keep the data set (about %1) on a shared parallel file system mounted by all %2 nodes: CPFS for large sets and many nodes, NAS for smaller ones; stage it from object storage (OSS/COS/OBS) before training.</translation>
    </message>
    <message>
        <source>Keep the data set (about %1) on a shared parallel file system mounted by all %2 nodes: CPFS for large sets and many nodes, NAS for smaller ones (%3); stage it from object storage (OSS/COS/OBS) before training.</source>
        <translation>Keep the data set (about %1) on a shared parallel file system mounted by all %2 nodes: CPFS for large sets and many nodes, NAS for smaller ones (%3); stage it from object storage (OSS/COS/OBS) before training.</translation>
    </message>
    <message>
        <source>Write checkpoints to a local ESSD-class disk: about %1 s per checkpoint at %2 MB/s; copy finished checkpoints to object storage in the background and keep the last %3.</source>
        <translation>Write checkpoints to a local ESSD-class disk: about %1 s per checkpoint at %2 MB/s; copy finished checkpoints to object storage in the background and keep the last %3.</translation>
    </message>
    <message>
        <source>Write checkpoints to a local ESSD-class disk (%1): about %2 s per checkpoint at %3 MB/s; copy finished checkpoints to object storage in the background and keep the last %4.</source>
        <translation>Write checkpoints to a local ESSD-class disk (%1): about %2 s per checkpoint at %3 MB/s; copy finished checkpoints to object storage in the background and keep the last %4.</translation>
    </message>
    <message>
        <source>Choose a size with %1-%2 GiB of host RAM (1-2x the GPU memory), or keep data loader workers and prefetching small.</source>
        <translation>Choose a size with %1-%2 GiB of host RAM (1-2x the GPU memory), or keep data loader workers and prefetching small.</translation>
    </message>
    <message>
        <source>Give each node about %1 vCPUs, store images pre-resized, or decode on the GPU (NVIDIA DALI); otherwise the GPUs wait for data.</source>
        <translation>Give each node about %1 vCPUs, store images pre-resized, or decode on the GPU (NVIDIA DALI); otherwise the GPUs wait for data.</translation>
    </message>
    <message>
        <source>Train in %1 mixed precision (torch.autocast / --bf16): %2 instead of %3 TFLOPS peak on %4.</source>
        <translation>Train in %1 mixed precision (torch.autocast / --bf16): %2 instead of %3 TFLOPS peak on %4.</translation>
    </message>
    <message>
        <source>Run the training script on one GPU with a small data subset first (a few hundred steps, loss going down, a checkpoint saved and resumed), then scale out to %1 GPUs.</source>
        <translation>Run the training script on one GPU with a small data subset first (a few hundred steps, loss going down, a checkpoint saved and resumed), then scale out to %1 GPUs.</translation>
    </message>
    <message>
        <source>Confirm %1 stock and quota in your region with %2 before committing, and keep a fallback (another GPU or provider) in the plan.</source>
        <translation>Confirm %1 stock and quota in your region with %2 before committing, and keep a fallback (another GPU or provider) in the plan.</translation>
    </message>
    <message>
        <source>Use an image with CANN and MindSpore, or PyTorch with torch_npu; check that every operator of the model is supported by running it on one NPU before renting %1. QLoRA&apos;s 4-bit kernels (bitsandbytes) are CUDA-only: plan LoRA instead.</source>
        <translation>Use an image with CANN and MindSpore, or PyTorch with torch_npu; check that every operator of the model is supported by running it on one NPU before renting %1. QLoRA&apos;s 4-bit kernels (bitsandbytes) are CUDA-only: plan LoRA instead.</translation>
    </message>
    <message>
        <source>Use an image with CANN and MindSpore, or PyTorch with torch_npu; check that every operator of the model is supported by running it on one NPU before renting %1.</source>
        <translation>Use an image with CANN and MindSpore, or PyTorch with torch_npu; check that every operator of the model is supported by running it on one NPU before renting %1.</translation>
    </message>
    <message>
        <source>multi-node training is limited by the all-reduce between nodes; kernel TCP reaches about %1% of line rate, RDMA about %2%</source>
        <translation>multi-node training is limited by the all-reduce between nodes; kernel TCP reaches about %1% of line rate, RDMA about %2%</translation>
    </message>
    <message>
        <source>every node must see the same files; a copy on each node&apos;s disk costs %1x the storage and the time to copy, and object storage alone serves many small files slowly</source>
        <translation>every node must see the same files; a copy on each node&apos;s disk costs %1x the storage and the time to copy, and object storage alone serves many small files slowly</translation>
    </message>
    <message>
        <source>the GPUs wait while a checkpoint is written; a local cloud SSD writes sequentially at hundreds of MB/s and object storage is for keeping copies, not for the training loop</source>
        <translation>the GPUs wait while a checkpoint is written; a local cloud SSD writes sequentially at hundreds of MB/s and object storage is for keeping copies, not for the training loop</translation>
    </message>
    <message>
        <source>data loader workers, pinned transfer buffers and checkpoint saving live in host memory; below 1x the GPU memory they swap or get killed</source>
        <translation>data loader workers, pinned transfer buffers and checkpoint saving live in host memory; below 1x the GPU memory they swap or get killed</translation>
    </message>
    <message>
        <source>the GPUs can only train as fast as the CPUs prepare images</source>
        <translation>the GPUs can only train as fast as the CPUs prepare images</translation>
    </message>
    <message>
        <source>mixed precision runs the matrix multiplies on tensor cores and halves activation memory, with fp32 master weights keeping accuracy</source>
        <translation>mixed precision runs the matrix multiplies on tensor cores and halves activation memory, with fp32 master weights keeping accuracy</translation>
    </message>
    <message>
        <source>a bug found on %1 GPUs costs %1 times as much as one found on one GPU</source>
        <translation>a bug found on %1 GPUs costs %1 times as much as one found on one GPU</translation>
    </message>
    <message>
        <source>a reclaimed spot instance loses everything since the last checkpoint; too frequent checkpoints waste time writing, too rare ones waste time redoing work</source>
        <translation>a reclaimed spot instance loses everything since the last checkpoint; too frequent checkpoints waste time writing, too rare ones waste time redoing work</translation>
    </message>
    <message>
        <source>supply and licensing of these GPUs have changed with each round of export rules (2022, 2023, 2025); regions and quotas can disappear at short notice</source>
        <translation>supply and licensing of these GPUs have changed with each round of export rules (2022, 2023, 2025); regions and quotas can disappear at short notice</translation>
    </message>
    <message>
        <source>Ascend runs Huawei&apos;s CANN software stack, not CUDA; CUDA-only kernels (FlashAttention builds, bitsandbytes for QLoRA, custom ops) need NPU versions</source>
        <translation>Ascend runs Huawei&apos;s CANN software stack, not CUDA; CUDA-only kernels (FlashAttention builds, bitsandbytes for QLoRA, custom ops) need NPU versions</translation>
    </message>
    <message>
        <source>%1 nodes exchange gradients over the network</source>
        <translation>%1 nodes exchange gradients over the network</translation>
    </message>
    <message>
        <source>%1 nodes read the same data set</source>
        <translation>%1 nodes read the same data set</translation>
    </message>
    <message>
        <source>one checkpoint is %1 (weights, master copy and optimizer states)</source>
        <translation>one checkpoint is %1 (weights, master copy and optimizer states)</translation>
    </message>
    <message>
        <source>host RAM %1 GiB is %2x the %3 GiB of GPU memory per node</source>
        <translation>host RAM %1 GiB is %2x the %3 GiB of GPU memory per node</translation>
    </message>
    <message>
        <source>decoding and augmenting images on %1 vCPUs per node takes %2% of the GPU step time</source>
        <translation>decoding and augmenting images on %1 vCPUs per node takes %2% of the GPU step time</translation>
    </message>
    <message>
        <source>the job trains in fp32 on %1, which has 16-bit tensor cores</source>
        <translation>the job trains in fp32 on %1, which has 16-bit tensor cores</translation>
    </message>
    <message>
        <source>the candidate uses %1 GPUs</source>
        <translation>the candidate uses %1 GPUs</translation>
    </message>
    <message>
        <source>spot billing: about %1 reclaims expected over the run (%2 per node-hour)</source>
        <translation>spot billing: about %1 reclaims expected over the run (%2 per node-hour)</translation>
    </message>
    <message>
        <source>%1 is a China-market variant made under US export-control rules</source>
        <translation>%1 is a China-market variant made under US export-control rules</translation>
    </message>
    <message>
        <source>%1 is a Huawei Ascend NPU</source>
        <translation>%1 is a Huawei Ascend NPU</translation>
    </message>
    <message>
        <source>1 feasible option</source>
        <translation>1 feasible option</translation>
    </message>
    <message>
        <source>%1 feasible options</source>
        <translation>%1 feasible options</translation>
    </message>
    <message>
        <source>%1 that finish within the %2 deadline and stay within the %3 budget</source>
        <translation>%1 that finish within the %2 deadline and stay within the %3 budget</translation>
    </message>
    <message>
        <source>%1 that finish within the %2 deadline</source>
        <translation>%1 that finish within the %2 deadline</translation>
    </message>
    <message>
        <source>%1 that stay within the %2 budget</source>
        <translation>%1 that stay within the %2 budget</translation>
    </message>
    <message>
        <source>%1 for about %2 (range %3 to %4) on %5.</source>
        <translation>%1 for about %2 (range %3 to %4) on %5.</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>list price</translation>
    </message>
    <message>
        <source>reserved = %1 x on-demand (provider reserved terms)</source>
        <translation>reserved = %1 x on-demand (provider reserved terms)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (%3 has no %1 tensor cores)</source>
        <translation>%1 -&gt; %2 (%3 has no %1 tensor cores)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 (4-bit base weights: about a quarter of the weight memory)</source>
        <translation>%1 -&gt; %2 (4-bit base weights: about a quarter of the weight memory)</translation>
    </message>
    <message>
        <source>activation checkpointing on (recomputes the forward pass: about a third more compute)</source>
        <translation>activation checkpointing on (recomputes the forward pass: about a third more compute)</translation>
    </message>
    <message>
        <source>micro-batch %1 -&gt; %2 with gradient accumulation %3 (same global batch)</source>
        <translation>micro-batch %1 -&gt; %2 with gradient accumulation %3 (same global batch)</translation>
    </message>
    <message>
        <source>ZeRO stage %1 -&gt; %2</source>
        <translation>ZeRO stage %1 -&gt; %2</translation>
    </message>
    <message>
        <source>%1 (no billing terms in the catalog)</source>
        <translation>%1 (no billing terms in the catalog)</translation>
    </message>
    <message>
        <source>estimated: 4 bytes of text per token (a BPE token is about 4 characters of English)</source>
        <translation>estimated: 4 bytes of text per token (a BPE token is about 4 characters of English)</translation>
    </message>
    <message>
        <source>estimated: 155 kB per image (COCO train2017 average)</source>
        <translation>estimated: 155 kB per image (COCO train2017 average)</translation>
    </message>
    <message>
        <source>estimated: 110 kB per image (ImageNet-1k train average)</source>
        <translation>estimated: 110 kB per image (ImageNet-1k train average)</translation>
    </message>
    <message>
        <source>Cheapest confirmed instance type of %1: %2</source>
        <translation>Cheapest confirmed instance type of %1: %2</translation>
    </message>
    <message>
        <source>Cheapest of %1: %2</source>
        <translation>Cheapest of %1: %2</translation>
    </message>
    <message>
        <source>Fastest of %1: %2</source>
        <translation>Fastest of %1: %2</translation>
    </message>
    <message>
        <source>Best balance of cost and time among %1: %2 That is %3x the cheapest cost and %4x the fastest time.</source>
        <translation>Best balance of cost and time among %1: %2 That is %3x the cheapest cost and %4x the fastest time.</translation>
    </message>
    <message>
        <source>Preferred over %1, which is within 10% but whose instance specification the catalog had to estimate (no vendor size table found): confirm it in the provider&apos;s console before choosing it.</source>
        <translation>Preferred over %1, which is within 10% but whose instance specification the catalog had to estimate (no vendor size table found): confirm it in the provider&apos;s console before choosing it.</translation>
    </message>
    <message>
        <source>The fastest feasible option, %1, takes %2 for %3 (%4x the cost).</source>
        <translation>The fastest feasible option, %1, takes %2 for %3 (%4x the cost).</translation>
    </message>
    <message>
        <source>The cheapest feasible option, %1, costs %2 but takes %3.</source>
        <translation>The cheapest feasible option, %1, costs %2 but takes %3.</translation>
    </message>
    <message>
        <source>Price: %1 per node-month, %2</source>
        <translation>Price: %1 per node-month, %2</translation>
    </message>
    <message>
        <source>Price: %1 per node-hour, %2</source>
        <translation>Price: %1 per node-hour, %2</translation>
    </message>
    <message>
        <source>; source: %1 (%2)</source>
        <translation>; source: %1 (%2)</translation>
    </message>
    <message>
        <source>; source: %1, %2 (%3)</source>
        <translation>; source: %1, %2 (%3)</translation>
    </message>
    <message>
        <source>; converted from %1 at %2 CNY per USD</source>
        <translation>; converted from %1 at %2 CNY per USD</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>the end of a sentence</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Spot can be reclaimed: at %1 reclaims per node-hour about %2 are expected; checkpointing every %3 min and restarting adds %4% to the time, already in the figures.</source>
        <translation>Spot can be reclaimed: at %1 reclaims per node-hour about %2 are expected; checkpointing every %3 min and restarting adds %4% to the time, already in the figures.</translation>
    </message>
    <message>
        <source>%1 On demand it would cost %2.</source>
        <translation>%1 On demand it would cost %2.</translation>
    </message>
    <message>
        <source>Billed as %1 whole month(s) of subscription.</source>
        <translation>Billed as %1 whole month(s) of subscription.</translation>
    </message>
    <message>
        <source>Billed as %1 whole month(s) of subscription, less than the %2 it costs on demand.</source>
        <translation>Billed as %1 whole month(s) of subscription, less than the %2 it costs on demand.</translation>
    </message>
    <message>
        <source>Fits only with these changes to the job: %1.</source>
        <translation>Fits only with these changes to the job: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Even the slow end of the estimate (%1) meets the deadline.</source>
        <translation>Even the slow end of the estimate (%1) meets the deadline.</translation>
    </message>
    <message>
        <source>Risk: the slow end of the estimate (%1) would miss the %2 deadline; leave slack or choose a faster option.</source>
        <translation>Risk: the slow end of the estimate (%1) would miss the %2 deadline; leave slack or choose a faster option.</translation>
    </message>
    <message>
        <source>1 USD = %1 CNY (planner default: the catalog has no exchange rate)</source>
        <translation>1 USD = %1 CNY (planner default: the catalog has no exchange rate)</translation>
    </message>
    <message>
        <source>1 USD = %1 CNY (%2, %3)</source>
        <translation>1 USD = %1 CNY (%2, %3)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1: pay-as-you-go billed per %2 (planner default, the coarsest unit in use)</source>
        <translation>%1: pay-as-you-go billed per %2 (planner default, the coarsest unit in use)</translation>
    </message>
    <message>
        <source>%1: pay-as-you-go billed per %2</source>
        <translation>%1: pay-as-you-go billed per %2</translation>
    </message>
    <message>
        <source>%1: spot at %2 x on-demand where no spot price is listed%3; %4 reclaims per node-hour, %5 min to restart%6</source>
        <translation>%1: spot at %2 x on-demand where no spot price is listed%3; %4 reclaims per node-hour, %5 min to restart%6</translation>
    </message>
    <message>
        <source> (planner default)</source>
        <translation> (planner default)</translation>
    </message>
    <message>
        <source> (planner default: no provider publishes a rate)</source>
        <translation> (planner default: no provider publishes a rate)</translation>
    </message>
    <message>
        <source>%1: a month = on-demand x 730 h x %2 where no monthly price is listed%3</source>
        <translation>%1: a month = on-demand x 730 h x %2 where no monthly price is listed%3</translation>
    </message>
    <message>
        <source>%1: no storage offerings in the catalog, so storage is not costed</source>
        <translation>%1: no storage offerings in the catalog, so storage is not costed</translation>
    </message>
    <message>
        <source>data set %1 GB (%2)</source>
        <translation>data set %1 GB (%2)</translation>
    </message>
    <message>
        <source>checkpoints written at %1 MB/s per node where the provider lists no block storage</source>
        <translation>checkpoints written at %1 MB/s per node where the provider lists no block storage</translation>
    </message>
    <message>
        <source>multi-node candidates use full nodes (the largest size of a family) with RDMA or at least %1 Gbit/s, doubling the nodes while it speeds the job up %2x or more</source>
        <translation>multi-node candidates use full nodes (the largest size of a family) with RDMA or at least %1 Gbit/s, doubling the nodes while it speeds the job up %2x or more</translation>
    </message>
    <message>
        <source>%1 is not available on %2; those candidates train in the 16-bit format the GPU has</source>
        <translation>%1 is not available on %2; those candidates train in the 16-bit format the GPU has</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Cheapest</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Fastest</translation>
    </message>
    <message>
        <source>Best balance of cost and time</source>
        <translation>Best balance of cost and time</translation>
    </message>
    <message>
        <source>Confirmed specification preferred</source>
        <translation>Confirmed specification preferred</translation>
    </message>
    <message>
        <source>Fastest alternative</source>
        <translation>Fastest alternative</translation>
    </message>
    <message>
        <source>Cheapest alternative</source>
        <translation>Cheapest alternative</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Spot reclaims</source>
        <translation>Spot reclaims</translation>
    </message>
    <message>
        <source>Subscription months</source>
        <translation>Subscription months</translation>
    </message>
    <message>
        <source>Changed to fit</source>
        <translation>Changed to fit</translation>
    </message>
    <message>
        <source>GPU memory use</source>
        <translation>GPU memory use</translation>
    </message>
    <message>
        <source>Deadline met with margin</source>
        <translation>Deadline met with margin</translation>
    </message>
    <message>
        <source>Little slack before the deadline</source>
        <translation>Little slack before the deadline</translation>
    </message>
    <message>
        <source>Precision changed</source>
        <translation>Precision changed</translation>
    </message>
    <message>
        <source>Method changed</source>
        <translation>Method changed</translation>
    </message>
    <message>
        <source>Activation checkpointing changed</source>
        <translation>Activation checkpointing changed</translation>
    </message>
    <message>
        <source>Micro-batch changed</source>
        <translation>Micro-batch changed</translation>
    </message>
    <message>
        <source>ZeRO stage changed</source>
        <translation>ZeRO stage changed</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>Price basis</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Exchange rate</translation>
    </message>
    <message>
        <source>Billing granularity</source>
        <translation>Billing granularity</translation>
    </message>
    <message>
        <source>Spot terms</source>
        <translation>Spot terms</translation>
    </message>
    <message>
        <source>Subscription terms</source>
        <translation>Subscription terms</translation>
    </message>
    <message>
        <source>Storage not costed</source>
        <translation>Storage not costed</translation>
    </message>
    <message>
        <source>Data set size</source>
        <translation>Data set size</translation>
    </message>
    <message>
        <source>Checkpoint write speed</source>
        <translation>Checkpoint write speed</translation>
    </message>
    <message>
        <source>Scaling out</source>
        <translation>Scaling out</translation>
    </message>
    <message>
        <source>Hardware figures</source>
        <translation>Hardware figures</translation>
    </message>
    <message>
        <source>Precision substituted</source>
        <translation>Precision substituted</translation>
    </message>
    <message>
        <source>activation checkpointing selective (recomputes attention only)</source>
        <translation>activation checkpointing selective (recomputes attention only)</translation>
    </message>
    <message>
        <source>the parallel layout the job gives (tensor x context x pipeline = %1, expert %2) does not divide the %3 GPUs of this candidate</source>
        <translation>the parallel layout the job gives (tensor x context x pipeline = %1, expert %2) does not divide the %3 GPUs of this candidate</translation>
    </message>
    <message>
        <source>the parallel layout the job gives (tensor x context x pipeline = %1) does not divide the %2 GPUs of this candidate</source>
        <translation>the parallel layout the job gives (tensor x context x pipeline = %1) does not divide the %2 GPUs of this candidate</translation>
    </message>
    <message>
        <source>%1 by the framework&apos;s accelerators</source>
        <translation>%1 by the framework&apos;s accelerators</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>selective (attention only)</source>
        <translation>selective (attention only)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message numerus="yes">
        <source>data parallel on %n GPU(s)</source>
        <translation>
            <numerusform>data parallel on %n GPU</numerusform>
            <numerusform>data parallel on %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>one GPU</source>
        <translation>one GPU</translation>
    </message>
    <message>
        <source>, sequence parallel</source>
        <translation>, sequence parallel</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>tensor parallel %1</translation>
    </message>
    <message>
        <source>context parallel %1</source>
        <translation>context parallel %1</translation>
    </message>
    <message>
        <source>pipeline parallel %1 (%2 virtual stages)</source>
        <translation>pipeline parallel %1 (%2 virtual stages)</translation>
    </message>
    <message>
        <source>pipeline parallel %1</source>
        <translation>pipeline parallel %1</translation>
    </message>
    <message>
        <source>data parallel %1</source>
        <translation>data parallel %1</translation>
    </message>
    <message>
        <source>, expert parallel over %1 GPUs</source>
        <translation>, expert parallel over %1 GPUs</translation>
    </message>
    <message>
        <source>the catalog gives %1 candidates for this job; the plan keeps %2: the cost-time front, the cheapest and the fastest of those that qualify and of those over the budget or deadline, then the cheapest rejected (narrow the job by provider, region or GPU to see the others)</source>
        <translation>the catalog gives %1 candidates for this job; the plan keeps %2: the cost-time front, the cheapest and the fastest of those that qualify and of those over the budget or deadline, then the cheapest rejected (narrow the job by provider, region or GPU to see the others)</translation>
    </message>
    <message>
        <source>Candidates left out</source>
        <translation>Candidates left out</translation>
    </message>
    <message>
        <source>%1 by keeping data in mainland China</source>
        <translation>%1 by keeping data in mainland China</translation>
    </message>
    <message>
        <source>Data stays in mainland China</source>
        <translation>Data stays in mainland China</translation>
    </message>
    <message>
        <source>asks for %1 spot GPUs at once (%2 x %3); %4 spot capacity for sizes of %5 GPUs or more is plausibly about %6 GPUs of one type in a region (%7), so the fleet would wait for capacity or be refused</source>
        <translation>asks for %1 spot GPUs at once (%2 x %3); %4 spot capacity for sizes of %5 GPUs or more is plausibly about %6 GPUs of one type in a region (%7), so the fleet would wait for capacity or be refused</translation>
    </message>
    <message>
        <source>All %1 nodes must keep their spot instances: a reclaim of any one stops the whole job, so the job is interrupted about every %2, and after each one the replacement waits for spot capacity, which the estimate does not include; keep the on-demand option in mind if spot capacity runs out.</source>
        <translation>All %1 nodes must keep their spot instances: a reclaim of any one stops the whole job, so the job is interrupted about every %2, and after each one the replacement waits for spot capacity, which the estimate does not include; keep the on-demand option in mind if spot capacity runs out.</translation>
    </message>
    <message>
        <source>Passed over: %1 would come to %2 in about %3, but it asks for %4 spot GPUs at once; %5 spot capacity for sizes of %6 GPUs or more is plausibly about %7 GPUs of one type in a region (%8), so the fleet would wait for capacity or be refused.</source>
        <translation>Passed over: %1 would come to %2 in about %3, but it asks for %4 spot GPUs at once; %5 spot capacity for sizes of %6 GPUs or more is plausibly about %7 GPUs of one type in a region (%8), so the fleet would wait for capacity or be refused.</translation>
    </message>
    <message>
        <source>%1: spot on sizes of %2 GPUs or more at %3 x on-demand, %4 reclaims per node-hour</source>
        <translation>%1: spot on sizes of %2 GPUs or more at %3 x on-demand, %4 reclaims per node-hour</translation>
    </message>
    <message>
        <source>%1, at most about %2 spot GPUs of one type at once in a region</source>
        <translation>%1, at most about %2 spot GPUs of one type at once in a region</translation>
    </message>
    <message>
        <source>Spot fleet risk</source>
        <translation>Spot fleet risk</translation>
    </message>
    <message>
        <source>Spot fleet passed over</source>
        <translation>Spot fleet passed over</translation>
    </message>
    <message>
        <source>Spot terms of large sizes</source>
        <translation>Spot terms of large sizes</translation>
    </message>
    <message>
        <source>The price is the catalog&apos;s estimate, not a price the provider lists: confirm it in the provider&apos;s console, or quote it from your own account with catalog quote-script, before renting.</source>
        <translation>The price is the catalog&apos;s estimate, not a price the provider lists: confirm it in the provider&apos;s console, or quote it from your own account with catalog quote-script, before renting.</translation>
    </message>
    <message>
        <source>The price is the catalog&apos;s estimate, not a price the provider lists (%1): confirm it in the provider&apos;s console, or quote it from your own account with catalog quote-script, before renting.</source>
        <translation>The price is the catalog&apos;s estimate, not a price the provider lists (%1): confirm it in the provider&apos;s console, or quote it from your own account with catalog quote-script, before renting.</translation>
    </message>
    <message>
        <source>less than a month old</source>
        <translation>less than a month old</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) old, older than 12 months: check the current price</source>
        <translation>
            <numerusform>%n month old, older than 12 months: check the current price</numerusform>
            <numerusform>%n months old, older than 12 months: check the current price</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) old</source>
        <translation>
            <numerusform>%n month old</numerusform>
            <numerusform>%n months old</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimated price</source>
        <translation>Estimated price</translation>
    </message>
    <message>
        <source>%1 is under export controls that limit its sale into mainland China (%2): providers there rent out the stock they have, so capacity can run short; confirm the instance type is available before planning around it</source>
        <translation>%1 is under export controls that limit its sale into mainland China (%2): providers there rent out the stock they have, so capacity can run short; confirm the instance type is available before planning around it</translation>
    </message>
    <message>
        <source>list</source>
        <comment>confidence of a catalog figure: from the vendor&apos;s price list</comment>
        <translation>list</translation>
    </message>
    <message>
        <source>reported</source>
        <comment>confidence of a catalog figure: reported by a third party</comment>
        <translation>reported</translation>
    </message>
    <message>
        <source>estimate</source>
        <comment>confidence of a catalog figure: derived by TrainPlan</comment>
        <translation>estimate</translation>
    </message>
    <message>
        <source>quote</source>
        <comment>confidence of a catalog figure: quoted by the provider&apos;s API for the user&apos;s account</comment>
        <translation>quote</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>micro-batch %1</translation>
    </message>
    <message>
        <source>selective activation checkpointing</source>
        <translation>selective activation checkpointing</translation>
    </message>
    <message>
        <source>Uses %1 of %2 GiB per GPU (%3).</source>
        <translation>Uses %1 of %2 GiB per GPU (%3).</translation>
    </message>
    <message>
        <source>Save a checkpoint every %1 min (Young&apos;s formula √(2·C·M): C = %2 s to write one, M = %3 h between reclaims) and restart automatically from the latest one; this adds about %4% to the run time.</source>
        <translation>Save a checkpoint every %1 min (Young&apos;s formula √(2·C·M): C = %2 s to write one, M = %3 h between reclaims) and restart automatically from the latest one; this adds about %4% to the run time.</translation>
    </message>
    <message>
        <source>a setting the job fixes is kept even where a faster one fits: activation checkpointing computes the forward pass twice, and a higher ZeRO stage or a smaller micro-batch adds communication and steps</source>
        <translation>a setting the job fixes is kept even where a faster one fits: activation checkpointing computes the forward pass twice, and a higher ZeRO stage or a smaller micro-batch adds communication and steps</translation>
    </message>
    <message>
        <source>the job fixes %1; without them the estimate is %2% faster</source>
        <translation>the job fixes %1; without them the estimate is %2% faster</translation>
    </message>
    <message>
        <source>Leave out %1 unless you need them: with %2 this candidate still fits and trains %3% faster (%4 h instead of %5 h).</source>
        <translation>Leave out %1 unless you need them: with %2 this candidate still fits and trains %3% faster (%4 h instead of %5 h).</translation>
    </message>
    <message>
        <source>spot assumed at %1 x on-demand (planner default: no spot terms in the catalog)</source>
        <translation>spot assumed at %1 x on-demand (planner default: no spot terms in the catalog)</translation>
    </message>
    <message>
        <source>spot assumed at %1 x on-demand (provider spot terms; the market price moves)</source>
        <translation>spot assumed at %1 x on-demand (provider spot terms; the market price moves)</translation>
    </message>
    <message>
        <source>month assumed at on-demand x 730 h x %1 (planner default: no subscription terms in the catalog)</source>
        <translation>month assumed at on-demand x 730 h x %1 (planner default: no subscription terms in the catalog)</translation>
    </message>
    <message>
        <source>month assumed at on-demand x 730 h x %1 (provider subscription terms)</source>
        <translation>month assumed at on-demand x 730 h x %1 (provider subscription terms)</translation>
    </message>
    <message>
        <source>CNY</source>
        <comment>unit after an amount</comment>
        <translation>CNY</translation>
    </message>
    <message>
        <source>USD</source>
        <comment>unit after an amount</comment>
        <translation>USD</translation>
    </message>
    <message>
        <source>ZeRO stage 2 under %1 is its distributed optimizer (--use-distributed-optimizer): optimizer states and master weights sharded, the gradient buffer whole, as in stage 1</source>
        <translation>ZeRO stage 2 under %1 is its distributed optimizer (--use-distributed-optimizer): optimizer states and master weights sharded, the gradient buffer whole, as in stage 1</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 GiB, %2% of it kept free</source>
        <translation>%1 GiB, %2% of it kept free</translation>
    </message>
    <message>
        <source>needs %1 GiB per GPU but %2 has %3, with every setting tried (ZeRO, activation checkpointing, micro-batch 1)</source>
        <translation>needs %1 GiB per GPU but %2 has %3, with every setting tried (ZeRO, activation checkpointing, micro-batch 1)</translation>
    </message>
    <message>
        <source>needs %1 GiB per GPU but %2 has %3 with %4 as given; leave them out to let TrainPlan find a setting that fits</source>
        <translation>needs %1 GiB per GPU but %2 has %3 with %4 as given; leave them out to let TrainPlan find a setting that fits</translation>
    </message>
    <message>
        <source>sequence parallelism splits what tensor parallelism leaves whole; with tensor 1 it is switched off, as Megatron-LM does</source>
        <translation>sequence parallelism splits what tensor parallelism leaves whole; with tensor 1 it is switched off, as Megatron-LM does</translation>
    </message>
    <message>
        <source>candidates leave %1% of GPU memory free</source>
        <translation>candidates leave %1% of GPU memory free</translation>
    </message>
    <message>
        <source>Memory kept free</source>
        <translation>Memory kept free</translation>
    </message>
    <message>
        <source>the size given in the job</source>
        <translation>the size given in the job</translation>
    </message>
    <message>
        <source>Use QLoRA (choose it as the method, or let the planner change the method): it needs %1 GiB per GPU on %2 (%3 GiB) instead of %4 GiB with LoRA.</source>
        <translation>Use QLoRA (choose it as the method, or let the planner change the method): it needs %1 GiB per GPU on %2 (%3 GiB) instead of %4 GiB with LoRA.</translation>
    </message>
    <message>
        <source>candidates leave %1% of GPU memory free (planner default; the budget&apos;s memory kept free sets it)</source>
        <translation>candidates leave %1% of GPU memory free (planner default; the budget&apos;s memory kept free sets it)</translation>
    </message>
    <message>
        <source>candidates are kept to regions in mainland China and priced there (the budget keeps data in mainland China): %1 instance types sold only in Hong Kong or overseas were left out</source>
        <translation>candidates are kept to regions in mainland China and priced there (the budget keeps data in mainland China): %1 instance types sold only in Hong Kong or overseas were left out</translation>
    </message>
    <message>
        <source>the vCPUs and network speed given for the hardware describe one machine; the plan uses each catalog instance&apos;s own figures</source>
        <translation>the vCPUs and network speed given for the hardware describe one machine; the plan uses each catalog instance&apos;s own figures</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 or %2</translation>
    </message>
    <message>
        <source>the global batch %1 does not split evenly into micro-batch %2 x %3 data-parallel GPUs: each step would take %4 samples (%5 accumulation steps), which DeepSpeed and Megatron-LM refuse; give a global batch that is a multiple of %6 (the nearest: %7)</source>
        <translation>the global batch %1 does not split evenly into micro-batch %2 x %3 data-parallel GPUs: each step would take %4 samples (%5 accumulation steps), which DeepSpeed and Megatron-LM refuse; give a global batch that is a multiple of %6 (the nearest: %7)</translation>
    </message>
    <message>
        <source>%1 is sold through the provider&apos;s sales team, not by the hour to anyone</source>
        <translation>%1 is sold through the provider&apos;s sales team, not by the hour to anyone</translation>
    </message>
    <message>
        <source>%1 is rented by application (whitelist, ticket or invitation), not to anyone who asks</source>
        <translation>%1 is rented by application (whitelist, ticket or invitation), not to anyone who asks</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 by the offers the plan may use</source>
        <translation>%1 by the offers the plan may use</translation>
    </message>
    <message>
        <source>1 USD = %1 CNY (the rate set for this plan)</source>
        <translation>1 USD = %1 CNY (the rate set for this plan)</translation>
    </message>
    <message>
        <source> (%1%)</source>
        <translation> (%1%)</translation>
    </message>
    <message>
        <source>%1: list prices include VAT%2</source>
        <translation>%1: list prices include VAT%2</translation>
    </message>
    <message>
        <source>%1: list prices exclude VAT and other taxes%2</source>
        <translation>%1: list prices exclude VAT and other taxes%2</translation>
    </message>
    <message>
        <source>open to anyone</source>
        <translation>open to anyone</translation>
    </message>
    <message>
        <source>by application</source>
        <translation>by application</translation>
    </message>
    <message>
        <source>through the sales team</source>
        <translation>through the sales team</translation>
    </message>
    <message>
        <source>offers the plan may use: %1</source>
        <translation>offers the plan may use: %1</translation>
    </message>
    <message>
        <source> (planner default; the budget&apos;s offers to use set it)</source>
        <translation> (planner default; the budget&apos;s offers to use set it)</translation>
    </message>
    <message>
        <source>Tax in the prices</source>
        <translation>Tax in the prices</translation>
    </message>
    <message>
        <source>Offers that can be bought</source>
        <translation>Offers that can be bought</translation>
    </message>
    <message>
        <source>; instance types sold otherwise left out: %1</source>
        <translation>; instance types sold otherwise left out: %1</translation>
    </message>
    <message>
        <source>the host launches this model&apos;s kernels more slowly than the GPUs run them (%1 ms per micro-batch): a larger micro-batch, longer samples, torch.compile or CUDA graphs use the GPUs better</source>
        <translation>the host launches this model&apos;s kernels more slowly than the GPUs run them (%1 ms per micro-batch): a larger micro-batch, longer samples, torch.compile or CUDA graphs use the GPUs better</translation>
    </message>
</context>
<context>
    <name>CostTimeChartView</name>
    <message>
        <source>Cost against time</source>
        <translation>Cost against time</translation>
    </message>
    <message>
        <source>Cost (%1, log scale)</source>
        <translation>Cost (%1, log scale)</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Cost (%1)</translation>
    </message>
    <message>
        <source>Budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <source>Deadline %1</source>
        <translation>Deadline %1</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto front</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rejected</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>Selected</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, %3&lt;br&gt;%4 · %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2, %3&lt;br&gt;%4 · %5&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>Time (h, log scale)</source>
        <translation>Time (h, log scale)</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>Time (h)</translation>
    </message>
    <message>
        <source>%1 (all within it)</source>
        <translation>%1 (all within it)</translation>
    </message>
    <message>
        <source>%1 (all meet it)</source>
        <translation>%1 (all meet it)</translation>
    </message>
    <message>
        <source>Other GPUs</source>
        <translation>Other GPUs</translation>
    </message>
    <message numerus="yes">
        <source>Rejected (%n off the chart)</source>
        <translation>
            <numerusform>Rejected (%n off the chart)</numerusform>
            <numerusform>Rejected (%n off the chart)</numerusform>
        </translation>
    </message>
    <message>
        <source>Time (min, log scale)</source>
        <translation>Time (min, log scale)</translation>
    </message>
    <message>
        <source>Time (min)</source>
        <translation>Time (min)</translation>
    </message>
</context>
<context>
    <name>DataPage</name>
    <message>
        <source>Total &amp;tokens</source>
        <translation>Total &amp;tokens</translation>
    </message>
    <message>
        <source>Sa&amp;mples</source>
        <translation>Sa&amp;mples</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>more than any model has been trained on (Llama 3: 15T).</source>
        <translation>more than any model has been trained on (Llama 3: 15T).</translation>
    </message>
    <message>
        <source>Tokens in one epoch, e.g. 2T or 1.5e9.</source>
        <translation>Tokens in one epoch, e.g. 2T or 1.5e9.</translation>
    </message>
    <message>
        <source>no data set has a trillion samples.</source>
        <translation>no data set has a trillion samples.</translation>
    </message>
    <message>
        <source>= sequence length</source>
        <translation>= sequence length</translation>
    </message>
    <message>
        <source>Average tokens a sample really has; compute pays for these, memory for the padded sequence length.</source>
        <translation>Average tokens a sample really has; compute pays for these, memory for the padded sequence length.</translation>
    </message>
    <message>
        <source>a thousand passes over the data is not a real plan.</source>
        <translation>a thousand passes over the data is not a real plan.</translation>
    </message>
    <message>
        <source>Passes over the data set; fractions are fine (0.5 = half of it).</source>
        <translation>Passes over the data set; fractions are fine (0.5 = half of it).</translation>
    </message>
    <message>
        <source>estimated from the samples</source>
        <translation>estimated from the samples</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>ten petabytes is beyond any single training set.</source>
        <translation>ten petabytes is beyond any single training set.</translation>
    </message>
    <message>
        <source>Size on disk: sizes the storage and its cost.</source>
        <translation>Size on disk: sizes the storage and its cost.</translation>
    </message>
    <message>
        <source>Where the data set is kept before training. Several nodes need one shared copy (a file system) or a copy each; object storage is cheapest but slowest to read.</source>
        <translation>Where the data set is kept before training. Several nodes need one shared copy (a file system) or a copy each; object storage is cheapest but slowest to read.</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>Data set</translation>
    </message>
    <message>
        <source>Size given as:</source>
        <translation>Size given as:</translation>
    </message>
    <message>
        <source>T&amp;okens:</source>
        <translation>T&amp;okens:</translation>
    </message>
    <message>
        <source>&amp;Samples:</source>
        <translation>&amp;Samples:</translation>
    </message>
    <message>
        <source>Tokens &amp;per sample:</source>
        <translation>Tokens &amp;per sample:</translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation>&amp;Epochs:</translation>
    </message>
    <message>
        <source>Size on &amp;disk:</source>
        <translation>Size on &amp;disk:</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>How much is trained on, how many times, and where it is stored.</source>
        <translation>How much is trained on, how many times, and where it is stored.</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>&amp;Images:</translation>
    </message>
    <message>
        <source>Images in one epoch.</source>
        <translation>Images in one epoch.</translation>
    </message>
    <message>
        <source>Training examples (sequences) in one epoch.</source>
        <translation>Training examples (sequences) in one epoch.</translation>
    </message>
    <message>
        <source>The plan trains on %1 tokens in total (%2 samples × %3 epochs); data set about %4 GB.</source>
        <translation>The plan trains on %1 tokens in total (%2 samples × %3 epochs); data set about %4 GB.</translation>
    </message>
    <message>
        <source>The plan trains on %1 images in total (%2 × %3 epochs); data set about %4 GB.</source>
        <translation>The plan trains on %1 images in total (%2 × %3 epochs); data set about %4 GB.</translation>
    </message>
    <message>
        <source>Count the data set in tokens, as language-model data sets are usually given.</source>
        <translation>Count the data set in tokens, as language-model data sets are usually given.</translation>
    </message>
    <message>
        <source>Count the data set in samples (sequences, documents, examples) and their average length in tokens.</source>
        <translation>Count the data set in samples (sequences, documents, examples) and their average length in tokens.</translation>
    </message>
    <message>
        <source>Automatic (the framework&apos;s usual loader)</source>
        <translation>Automatic (the framework&apos;s usual loader)</translation>
    </message>
    <message>
        <source>CPU workers decode the images</source>
        <translation>CPU workers decode the images</translation>
    </message>
    <message>
        <source>GPU decodes them (NVIDIA DALI)</source>
        <translation>GPU decodes them (NVIDIA DALI)</translation>
    </message>
    <message>
        <source>Preprocessed (already decoded, cached)</source>
        <translation>Preprocessed (already decoded, cached)</translation>
    </message>
    <message>
        <source>&lt;p&gt;Who turns the stored images into tensors. &lt;b&gt;CPU workers&lt;/b&gt; (PyTorch&apos;s DataLoader) decode and augment on the host&apos;s cores: with small models or many GPUs the CPU, not the GPU, sets the pace, and the plan says so. &lt;b&gt;GPU&lt;/b&gt; decoding (DALI) takes that work off the CPU. &lt;b&gt;Preprocessed&lt;/b&gt; data (decoded in advance, e.g. a cached or FFCV data set) costs almost no CPU.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Who turns the stored images into tensors. &lt;b&gt;CPU workers&lt;/b&gt; (PyTorch&apos;s DataLoader) decode and augment on the host&apos;s cores: with small models or many GPUs the CPU, not the GPU, sets the pace, and the plan says so. &lt;b&gt;GPU&lt;/b&gt; decoding (DALI) takes that work off the CPU. &lt;b&gt;Preprocessed&lt;/b&gt; data (decoded in advance, e.g. a cached or FFCV data set) costs almost no CPU.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Image decodin&amp;g:</source>
        <translation>Image decodin&amp;g:</translation>
    </message>
    <message>
        <source>Sto&amp;red in:</source>
        <translation>Sto&amp;red in:</translation>
    </message>
</context>
<context>
    <name>DocumentActions</name>
    <message>
        <source>&amp;New Plan</source>
        <translation>&amp;New Plan</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Export…</translation>
    </message>
    <message>
        <source>PDF plan sheet, CSV of the candidates, JSON and launch files of the selected candidate (or the recommended one)</source>
        <translation>PDF plan sheet, CSV of the candidates, JSON and launch files of the selected candidate (or the recommended one)</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>Open Plan</translation>
    </message>
    <message>
        <source>Cannot open the plan</source>
        <translation>Cannot open the plan</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>Save Plan</translation>
    </message>
    <message>
        <source>Cannot save the plan</source>
        <translation>Cannot save the plan</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The plan has changes that are not saved. Save them first?</source>
        <translation>The plan has changes that are not saved. Save them first?</translation>
    </message>
    <message>
        <source>The automatic copy %1 cannot be read: %2 It is kept as %3.</source>
        <translation>The automatic copy %1 cannot be read: %2 It is kept as %3.</translation>
    </message>
    <message>
        <source>• Untitled plan, saved %1</source>
        <translation>• Untitled plan, saved %1</translation>
    </message>
    <message>
        <source>• %1, saved %2</source>
        <translation>• %1, saved %2</translation>
    </message>
    <message>
        <source>(%1 no longer exists: it opens as an untitled plan)</source>
        <translation>(%1 no longer exists: it opens as an untitled plan)</translation>
    </message>
    <message>
        <source>Recover Unsaved Plans</source>
        <translation>Recover Unsaved Plans</translation>
    </message>
    <message>
        <source>TrainPlan did not quit normally last time, and the automatic copies it made cannot be restored.</source>
        <translation>TrainPlan did not quit normally last time, and the automatic copies it made cannot be restored.</translation>
    </message>
    <message numerus="yes">
        <source>TrainPlan did not quit normally last time. It kept an automatic copy of %n plan(s) with unsaved changes:</source>
        <translation>
            <numerusform>TrainPlan did not quit normally last time. It kept an automatic copy of %n plan with unsaved changes:</numerusform>
            <numerusform>TrainPlan did not quit normally last time. It kept automatic copies of %n plans with unsaved changes:</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restore</translation>
    </message>
    <message>
        <source>&amp;Keep for Later</source>
        <translation>&amp;Keep for Later</translation>
    </message>
    <message>
        <source>Restore opens it with its changes: save it to keep them. Discard deletes it.</source>
        <translation>Restore opens it with its changes: save it to keep them. Discard deletes it.</translation>
    </message>
    <message>
        <source>Restore opens the most recent one; the others are offered again at the next start. Discard deletes them all.</source>
        <translation>Restore opens the most recent one; the others are offered again at the next start. Discard deletes them all.</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Untitled plan</translation>
    </message>
    <message>
        <source>Restored %1 from its automatic copy: save it to keep the changes.</source>
        <translation>Restored %1 from its automatic copy: save it to keep the changes.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Some files were not written; files that were there are unchanged.

%1</source>
        <translation>Some files were not written; files that were there are unchanged.

%1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n file(s) to %1</source>
        <translation>
            <numerusform>Exported %n file to %1</numerusform>
            <numerusform>Exported %n files to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 no longer exists.</translation>
    </message>
    <message>
        <source>No recent plans</source>
        <translation>No recent plans</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Clear the list</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
</context>
<context>
    <name>EditPriceDialog</name>
    <message>
        <source>Edit Price</source>
        <translation>Edit Price</translation>
    </message>
    <message>
        <source>Add Price</source>
        <translation>Add Price</translation>
    </message>
    <message>
        <source>All regions</source>
        <translation>All regions</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>e.g. %1</translation>
    </message>
    <message>
        <source>Where the price comes from: price page, console or invoice</source>
        <translation>Where the price comes from: price page, console or invoice</translation>
    </message>
    <message>
        <source>Entered by the user in TrainPlan</source>
        <translation>Entered by the user in TrainPlan</translation>
    </message>
    <message>
        <source>Vendor figure (price list or console)</source>
        <translation>Vendor figure (price list or console)</translation>
    </message>
    <message>
        <source>Reported (a quote, an invoice, a third party)</source>
        <translation>Reported (a quote, an invoice, a third party)</translation>
    </message>
    <message>
        <source>Estimate (derived; say how below)</source>
        <translation>Estimate (derived; say how below)</translation>
    </message>
    <message>
        <source>How the estimate was derived</source>
        <translation>How the estimate was derived</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Optional</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>The price is saved in your overrides folder; updates of the built-in catalog never overwrite it. &quot;Revert to shipped price&quot; removes it.</source>
        <translation>The price is saved in your overrides folder; updates of the built-in catalog never overwrite it. &quot;Revert to shipped price&quot; removes it.</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>per month</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>per hour</translation>
    </message>
    <message>
        <source>Enter the price.</source>
        <translation>Enter the price.</translation>
    </message>
    <message>
        <source>Not a number: write it like %1.</source>
        <translation>Not a number: write it like %1.</translation>
    </message>
    <message>
        <source>The price must be more than 0.</source>
        <translation>The price must be more than 0.</translation>
    </message>
    <message>
        <source>Too large for a price: check the digits.</source>
        <translation>Too large for a price: check the digits.</translation>
    </message>
    <message>
        <source>Say where the price comes from.</source>
        <translation>Say where the price comes from.</translation>
    </message>
    <message>
        <source>An estimate needs its derivation: how the price was worked out.</source>
        <translation>An estimate needs its derivation: how the price was worked out.</translation>
    </message>
    <message>
        <source>How the price is charged: by the hour on demand or as spot (which the provider can reclaim), by the month, or reserved for one or three years.</source>
        <translation>How the price is charged: by the hour on demand or as spot (which the provider can reclaim), by the month, or reserved for one or three years.</translation>
    </message>
    <message>
        <source>The region the price applies in; All regions when it is the same everywhere.</source>
        <translation>The region the price applies in; All regions when it is the same everywhere.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>The currency the price is in: CNY (yuan) or USD (dollars).</source>
        <translation>The currency the price is in: CNY (yuan) or USD (dollars).</translation>
    </message>
    <message>
        <source>What the whole instance costs (all its GPUs), per hour, or per month for a monthly subscription: a number above 0, without a currency sign.</source>
        <translation>What the whole instance costs (all its GPUs), per hour, or per month for a monthly subscription: a number above 0, without a currency sign.</translation>
    </message>
    <message>
        <source>Where the price comes from: the price page&apos;s address, the console, a quote or an invoice. Required: the plan sheet cites it.</source>
        <translation>Where the price comes from: the price page&apos;s address, the console, a quote or an invoice. Required: the plan sheet cites it.</translation>
    </message>
    <message numerus="yes">
        <source>The day the price was seen or quoted, not later than today. Prices older than %n days are marked stale.</source>
        <translation>
            <numerusform>The day the price was seen or quoted, not later than today. Prices older than %n day are marked stale.</numerusform>
            <numerusform>The day the price was seen or quoted, not later than today. Prices older than %n days are marked stale.</numerusform>
        </translation>
    </message>
    <message>
        <source>How sure the figure is: from the vendor itself, reported by someone else, or an estimate of yours (then say how in Derivation).</source>
        <translation>How sure the figure is: from the vendor itself, reported by someone else, or an estimate of yours (then say how in Derivation).</translation>
    </message>
    <message>
        <source>For an estimate only: how it was worked out, e.g. &quot;the 1-GPU type&apos;s price × 2&quot;.</source>
        <translation>For an estimate only: how it was worked out, e.g. &quot;the 1-GPU type&apos;s price × 2&quot;.</translation>
    </message>
    <message>
        <source>Anything worth knowing later (a discount, a minimum term); optional.</source>
        <translation>Anything worth knowing later (a discount, a minimum term); optional.</translation>
    </message>
    <message>
        <source>&amp;Billing:</source>
        <translation>&amp;Billing:</translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation>Re&amp;gion:</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>&amp;Price:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Source:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date:</translation>
    </message>
    <message>
        <source>Con&amp;fidence:</source>
        <translation>Con&amp;fidence:</translation>
    </message>
    <message>
        <source>Deri&amp;vation:</source>
        <translation>Deri&amp;vation:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Notes:</translation>
    </message>
    <message>
        <source>Too small for an instance&apos;s price: check the digits and the unit.</source>
        <translation>Too small for an instance&apos;s price: check the digits and the unit.</translation>
    </message>
</context>
<context>
    <name>EstimatePage</name>
    <message>
        <source>Pretraining</source>
        <translation>Pretraining</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Full fine-tuning</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-bit base)</translation>
    </message>
    <message>
        <source>LoRA and QLoRA train small adapters on a frozen base model; they apply to transformers only.</source>
        <translation>LoRA and QLoRA train small adapters on a frozen base model; they apply to transformers only.</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 mixed precision</translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <translation>FP16 mixed precision</translation>
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
        <translation>Automatic trains in BF16 where the GPU has it, otherwise in FP16.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>M&amp;ethod:</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Precision:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>GPUs per &amp;node:</source>
        <translation>GPUs per &amp;node:</translation>
    </message>
    <message>
        <source>N&amp;odes:</source>
        <translation>N&amp;odes:</translation>
    </message>
    <message>
        <source>Training samples (sequences or images) in one epoch.</source>
        <translation>Training samples (sequences or images) in one epoch.</translation>
    </message>
    <message>
        <source>Average tokens in one sample; also the sequence length trained at.</source>
        <translation>Average tokens in one sample; also the sequence length trained at.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>&amp;Tokens per sample:</source>
        <translation>&amp;Tokens per sample:</translation>
    </message>
    <message>
        <source>Problems in the job</source>
        <translation>Problems in the job</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimate</translation>
    </message>
    <message>
        <source>Fits in GPU memory:</source>
        <translation>Fits in GPU memory:</translation>
    </message>
    <message>
        <source>Memory per GPU:</source>
        <translation>Memory per GPU:</translation>
    </message>
    <message>
        <source>Training time:</source>
        <translation>Training time:</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation>Throughput:</translation>
    </message>
    <message>
        <source>GPU time:</source>
        <translation>GPU time:</translation>
    </message>
    <message>
        <source>Settings chosen:</source>
        <translation>Settings chosen:</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Fits</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Does not fit</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 of %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (range %2 to %3)</source>
        <translation>%1 (range %2 to %3)</translation>
    </message>
    <message>
        <source>%1 tokens/s, %2 samples/s</source>
        <translation>%1 tokens/s, %2 samples/s</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 samples/s</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no estimate</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>Samp&amp;les:</source>
        <translation>Samp&amp;les:</translation>
    </message>
    <message>
        <source>Epo&amp;chs:</source>
        <translation>Epo&amp;chs:</translation>
    </message>
    <message>
        <source>The model to estimate, from the catalog; its size and layers decide the memory.</source>
        <translation>The model to estimate, from the catalog; its size and layers decide the memory.</translation>
    </message>
    <message>
        <source>The GPU each training process runs on, with its memory in GiB.</source>
        <translation>The GPU each training process runs on, with its memory in GiB.</translation>
    </message>
    <message>
        <source>GPUs in one machine (node), 1 to 16; the batch is split across all GPUs.</source>
        <translation>GPUs in one machine (node), 1 to 16; the batch is split across all GPUs.</translation>
    </message>
    <message>
        <source>Machines training together, 1 to 64; more than one needs a fast network between them.</source>
        <translation>Machines training together, 1 to 64; more than one needs a fast network between them.</translation>
    </message>
    <message>
        <source>Passes over the data set, 0.1 to 1,000; fractions are fine (0.5 = half of it).</source>
        <translation>Passes over the data set, 0.1 to 1,000; fractions are fine (0.5 = half of it).</translation>
    </message>
    <message>
        <source>Why no estimate can be made: change the fields named here.</source>
        <translation>Why no estimate can be made: change the fields named here.</translation>
    </message>
    <message>
        <source>What the estimate assumes or doubts; each line&apos;s tooltip has its code.</source>
        <translation>What the estimate assumes or doubts; each line&apos;s tooltip has its code.</translation>
    </message>
    <message>
        <source>micro-batch %1</source>
        <translation>micro-batch %1</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <translation>ZeRO stage %1</translation>
    </message>
    <message>
        <source>activation checkpointing on</source>
        <translation>activation checkpointing on</translation>
    </message>
    <message>
        <source>activation checkpointing off</source>
        <translation>activation checkpointing off</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Plan</source>
        <translation>Export Plan</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Folder:</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>File name</translation>
    </message>
    <message>
        <source>The files are called NAME.pdf, NAME.csv, NAME.json and NAME-launch/.</source>
        <translation>The files are called NAME.pdf, NAME.csv, NAME.json and NAME-launch/.</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>File &amp;name:</translation>
    </message>
    <message>
        <source>&amp;PDF plan sheet (A4, in the interface language): for whoever approves the budget</source>
        <translation>&amp;PDF plan sheet (A4, in the interface language): for whoever approves the budget</translation>
    </message>
    <message>
        <source>&amp;CSV of every candidate (UTF-8, opens in Excel): for finance</source>
        <translation>&amp;CSV of every candidate (UTF-8, opens in Excel): for finance</translation>
    </message>
    <message>
        <source>&amp;JSON of the whole plan (the trainplan-cli plan format)</source>
        <translation>&amp;JSON of the whole plan (the trainplan-cli plan format)</translation>
    </message>
    <message>
        <source>&amp;Launch files: DeepSpeed config, torchrun script, Volcano Job, PAI-DLC spec</source>
        <translation>&amp;Launch files: DeepSpeed config, torchrun script, Volcano Job, PAI-DLC spec</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>Export Into</source>
        <translation>Export Into</translation>
    </message>
    <message>
        <source>Choose at least one thing to export.</source>
        <translation>Choose at least one thing to export.</translation>
    </message>
    <message>
        <source>Give the files a name.</source>
        <translation>Give the files a name.</translation>
    </message>
    <message>
        <source>A file name cannot contain / \ : * ? &quot; &lt; &gt; |.</source>
        <translation>A file name cannot contain / \ : * ? &quot; &lt; &gt; |.</translation>
    </message>
    <message>
        <source>Browse for the folder</source>
        <translation>Browse for the folder</translation>
    </message>
    <message>
        <source>Choose the folder in a file dialog.</source>
        <translation>Choose the folder in a file dialog.</translation>
    </message>
    <message>
        <source>NAME.pdf: one A4 page with the configuration to rent, its cost, time and memory, and the alternatives.</source>
        <translation>NAME.pdf: one A4 page with the configuration to rent, its cost, time and memory, and the alternatives.</translation>
    </message>
    <message>
        <source>NAME.csv: every candidate in a row, with its price, cost, time and memory; UTF-8 with a byte order mark, so Excel shows Chinese text right.</source>
        <translation>NAME.csv: every candidate in a row, with its price, cost, time and memory; UTF-8 with a byte order mark, so Excel shows Chinese text right.</translation>
    </message>
    <message>
        <source>NAME.json: the job and every candidate, as trainplan-cli plan writes it, for scripts and for comparing plans later.</source>
        <translation>NAME.json: the job and every candidate, as trainplan-cli plan writes it, for scripts and for comparing plans later.</translation>
    </message>
    <message>
        <source>NAME-launch/: files that start the training on the chosen configuration, to adapt and run.</source>
        <translation>NAME-launch/: files that start the training on the chosen configuration, to adapt and run.</translation>
    </message>
    <message>
        <source>The configuration to rent, which the plan sheet and the launch files are about:</source>
        <translation>The configuration to rent, which the plan sheet and the launch files are about:</translation>
    </message>
    <message>
        <source>The &amp;recommended candidate: none meets every limit</source>
        <translation>The &amp;recommended candidate: none meets every limit</translation>
    </message>
    <message>
        <source>The &amp;recommended candidate: %1</source>
        <translation>The &amp;recommended candidate: %1</translation>
    </message>
    <message>
        <source>The row &amp;selected in the results: %1</source>
        <translation>The row &amp;selected in the results: %1</translation>
    </message>
    <message>
        <source>The folder the files are written into; it is created if it does not exist. Files of the same name there are replaced.</source>
        <translation>The folder the files are written into; it is created if it does not exist. Files of the same name there are replaced.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Cannot create the folder %1.</translation>
    </message>
    <message>
        <source>Choose a folder.</source>
        <translation>Choose a folder.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder.</source>
        <translation>%1 is a file, not a folder.</translation>
    </message>
    <message>
        <source>The folder does not exist yet: Export creates it.</source>
        <translation>The folder does not exist yet: Export creates it.</translation>
    </message>
    <message>
        <source>The candidate the planner recommends for the job&apos;s limits and objective.</source>
        <translation>The candidate the planner recommends for the job&apos;s limits and objective.</translation>
    </message>
    <message>
        <source>The candidate selected in the results table or chart, instead of the recommendation.</source>
        <translation>The candidate selected in the results table or chart, instead of the recommendation.</translation>
    </message>
    <message>
        <source>A page in the PDF with the candidates ticked in the results, side by side, the best figure of each row marked ✓, as the Compare tab shows them.</source>
        <translation>A page in the PDF with the candidates ticked in the results, side by side, the best figure of each row marked ✓, as the Compare tab shows them.</translation>
    </message>
    <message numerus="yes">
        <source>Add the %n compared candidates side by side</source>
        <translation>
            <numerusform>Add the %n compared candidate side by side</numerusform>
            <numerusform>Add the %n compared candidates side by side</numerusform>
        </translation>
    </message>
    <message>
        <source>Compared candidates side by side in the PDF</source>
        <translation>Compared candidates side by side in the PDF</translation>
    </message>
    <message>
        <source>The &quot;Plan vs actual&quot; section: the run watched and saved to the plan, beside what was planned.</source>
        <translation>The &quot;Plan vs actual&quot; section: the run watched and saved to the plan, beside what was planned.</translation>
    </message>
    <message>
        <source>Add the watched run (Plan vs actual, as of %1)</source>
        <translation>Add the watched run (Plan vs actual, as of %1)</translation>
    </message>
    <message>
        <source>The watched run in the PDF</source>
        <translation>The watched run in the PDF</translation>
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
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 days</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU-hours</translation>
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
        <translation>Vendor</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generation</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Memory (GiB)</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>Bandwidth (GB/s)</translation>
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
        <translation>Source</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confidence</translation>
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
        <translation>Dense TFLOPS</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
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
        <translation>Provenance</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>TrainPlan Manual</source>
        <translation>TrainPlan Manual</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Back</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Forward</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Contents</translation>
    </message>
    <message>
        <source>How the &amp;estimates are made</source>
        <translation>How the &amp;estimates are made</translation>
    </message>
    <message>
        <source>The manual cannot be opened: %1</source>
        <translation>The manual cannot be opened: %1</translation>
    </message>
    <message>
        <source>this build has no manual in this language (%1).</source>
        <translation>this build has no manual in this language (%1).</translation>
    </message>
    <message>
        <source>cannot create the folder %1.</source>
        <translation>cannot create the folder %1.</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>The manual has no page %1.</source>
        <translation>The manual has no page %1.</translation>
    </message>
</context>
<context>
    <name>HfConfigImport</name>
    <message>
        <source>%1 does not describe a model TrainPlan can read:
%2</source>
        <translation>%1 does not describe a model TrainPlan can read:
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
        <translation>%1, %2 Gbit/s</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no prices</comment>
        <translation>none</translation>
    </message>
    <message>
        <source>%1 Gbit/s</source>
        <translation>%1 Gbit/s</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Family</translation>
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
        <translation>Memory</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
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
        <translation>Bare metal</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Regions</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prices</translation>
    </message>
    <message>
        <source>none: the planner reports this type as unpriced</source>
        <translation>none: the planner reports this type as unpriced</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>RAM (GiB)</source>
        <translation>RAM (GiB)</translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation>Network (Gbit/s)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confidence</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenance</translation>
    </message>
</context>
<context>
    <name>JobEditPanel</name>
    <message>
        <source>&amp;Wizard…</source>
        <translation>&amp;Wizard…</translation>
    </message>
    <message>
        <source>Go through the planning steps again, or start from another scenario.</source>
        <translation>Go through the planning steps again, or start from another scenario.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Job&lt;/b&gt; — every change replans at once</source>
        <translation>&lt;b&gt;Job&lt;/b&gt; — every change replans at once</translation>
    </message>
</context>
<context>
    <name>JobPage</name>
    <message>
        <source>Change %1</source>
        <translation>Change %1</translation>
    </message>
    <message>
        <source>Change “%1”</source>
        <translation>Change “%1”</translation>
    </message>
</context>
<context>
    <name>JobUndo</name>
    <message>
        <source>Edit the plan</source>
        <translation>Edit the plan</translation>
    </message>
</context>
<context>
    <name>KeptMeasurementStore</name>
    <message>
        <source>%1 has errors and is left as it is, so that nothing in it is lost: %2</source>
        <translation>%1 has errors and is left as it is, so that nothing in it is lost: %2</translation>
    </message>
    <message>
        <source>%1 changed since it was shown; look again before deleting.</source>
        <translation>%1 changed since it was shown; look again before deleting.</translation>
    </message>
</context>
<context>
    <name>KeptMeasurementsPage</name>
    <message>
        <source>Runs you kept in “Calibrate from a run”: each calibrates your later plans of a model of its family trained with its framework.</source>
        <translation>Runs you kept in “Calibrate from a run”: each calibrates your later plans of a model of its family trained with its framework.</translation>
    </message>
    <message>
        <source>My measurements</source>
        <translation>My measurements</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Delete the selected run: later plans are no longer calibrated from it.</source>
        <translation>Delete the selected run: later plans are no longer calibrated from it.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Measured</translation>
    </message>
    <message>
        <source>Kept on</source>
        <translation>Kept on</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 samples/s</translation>
    </message>
    <message>
        <source>%1 s per step</source>
        <translation>%1 s per step</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>%1 per GPU</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <translation>%1 (run %2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>No runs kept. Tick “Keep this measurement” in “Calibrate from a run” to keep one.</source>
        <translation>No runs kept. Tick “Keep this measurement” in “Calibrate from a run” to keep one.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) kept in %1</source>
        <translation>
            <numerusform>%n run kept in %1</numerusform>
            <numerusform>%n runs kept in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs you kept: the model and framework they calibrate, the hardware they ran on, what they measured and when. Select one to delete it.</source>
        <translation>The runs you kept: the model and framework they calibrate, the hardware they ran on, what they measured and when. Select one to delete it.</translation>
    </message>
</context>
<context>
    <name>LaunchReadmeText</name>
    <message>
        <source>Megatron reads the data set as its indexed .bin/.idx files (tools/preprocess_data.py); DATA_DIR is the prefix, TOKENIZER the Hugging Face tokenizer folder.</source>
        <translation>Megatron reads the data set as its indexed .bin/.idx files (tools/preprocess_data.py); DATA_DIR is the prefix, TOKENIZER the Hugging Face tokenizer folder.</translation>
    </message>
    <message>
        <source>NEMO_CONFIG_DIR / NEMO_CONFIG_NAME: the model&apos;s config (e.g. conf/megatron_gpt_config.yaml); set its data prefix to your data set in DATA_DIR.</source>
        <translation>NEMO_CONFIG_DIR / NEMO_CONFIG_NAME: the model&apos;s config (e.g. conf/megatron_gpt_config.yaml); set its data prefix to your data set in DATA_DIR.</translation>
    </message>
    <message>
        <source>TITAN_CONFIG: the model&apos;s train config from torchtitan (e.g. torchtitan/models/llama3/train_configs/llama3_8b.toml); flags as of torchtitan 0.2.</source>
        <translation>TITAN_CONFIG: the model&apos;s train config from torchtitan (e.g. torchtitan/models/llama3/train_configs/llama3_8b.toml); flags as of torchtitan 0.2.</translation>
    </message>
    <message>
        <source>MODEL: the weights to start from (%1.pt) or its .yaml to train from scratch; DATA_YAML: the data set&apos;s YAML (paths, class names).</source>
        <translation>MODEL: the weights to start from (%1.pt) or its .yaml to train from scratch; DATA_YAML: the data set&apos;s YAML (paths, class names).</translation>
    </message>
    <message>
        <source>e.g. yolov8s</source>
        <translation>e.g. yolov8s</translation>
    </message>
    <message>
        <source>Set in MF_CONFIG: %1.</source>
        <translation>Set in MF_CONFIG: %1.</translation>
    </message>
    <message>
        <source>TrainPlan launch files</source>
        <translation>TrainPlan launch files</translation>
    </message>
    <message>
        <source>Job: %1, %2, %3</source>
        <translation>Job: %1, %2, %3</translation>
    </message>
    <message>
        <source>Rent: %1 × %2 (%3, %4 × %5 per node), billing %6</source>
        <translation>Rent: %1 × %2 (%3, %4 × %5 per node), billing %6</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selective</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Settings: micro-batch %1 per GPU, gradient accumulation %2, global batch %3</source>
        <translation>Settings: micro-batch %1 per GPU, gradient accumulation %2, global batch %3</translation>
    </message>
    <message>
        <source>, ZeRO stage %1</source>
        <translation>, ZeRO stage %1</translation>
    </message>
    <message>
        <source>, activation checkpointing %1</source>
        <translation>, activation checkpointing %1</translation>
    </message>
    <message>
        <source>Framework: %1</source>
        <translation>Framework: %1</translation>
    </message>
    <message>
        <source>Layout: tensor parallel %1 × pipeline parallel %2</source>
        <translation>Layout: tensor parallel %1 × pipeline parallel %2</translation>
    </message>
    <message>
        <source> (%1 virtual stages)</source>
        <translation> (%1 virtual stages)</translation>
    </message>
    <message>
        <source> × context parallel %1 × data parallel %2</source>
        <translation> × context parallel %1 × data parallel %2</translation>
    </message>
    <message>
        <source>, expert parallel %1</source>
        <translation>, expert parallel %1</translation>
    </message>
    <message>
        <source>, sequence parallel</source>
        <translation>, sequence parallel</translation>
    </message>
    <message>
        <source>Files:</source>
        <translation>Files:</translation>
    </message>
    <message>
        <source>DeepSpeed configuration (pass it with --deepspeed ds_config.json)</source>
        <translation>DeepSpeed configuration (pass it with --deepspeed ds_config.json)</translation>
    </message>
    <message>
        <source>the training command; run it on every node with NODE_RANK and MASTER_ADDR set</source>
        <translation>the training command; run it on every node with NODE_RANK and MASTER_ADDR set</translation>
    </message>
    <message>
        <source>Kubernetes Volcano Job (kubectl apply -f volcano-job.yaml)</source>
        <translation>Kubernetes Volcano Job (kubectl apply -f volcano-job.yaml)</translation>
    </message>
    <message>
        <source>Alibaba Cloud PAI-DLC job spec (CreateJob API / dlc CLI); copy launch.sh into the data source, the job runs it from /mnt/data</source>
        <translation>Alibaba Cloud PAI-DLC job spec (CreateJob API / dlc CLI); copy launch.sh into the data source, the job runs it from /mnt/data</translation>
    </message>
    <message>
        <source>Fill in before the first run (search for FILL_IN):</source>
        <translation>Fill in before the first run (search for FILL_IN):</translation>
    </message>
    <message>
        <source>  - the training image (%1, with the driver stack of the GPUs)</source>
        <translation>  - the training image (%1, with the driver stack of the GPUs)</translation>
    </message>
    <message>
        <source>  - the training script (TRAIN_SCRIPT in launch.sh)</source>
        <translation>  - the training script (TRAIN_SCRIPT in launch.sh)</translation>
    </message>
    <message>
        <source>a file system every node mounts</source>
        <translation>a file system every node mounts</translation>
    </message>
    <message>
        <source>a local disk</source>
        <translation>a local disk</translation>
    </message>
    <message>
        <source>  - where the data set and checkpoints live (%1)</source>
        <translation>  - where the data set and checkpoints live (%1)</translation>
    </message>
    <message>
        <source>  - where the data set and checkpoints live (%1: the plan costs %2)</source>
        <translation>  - where the data set and checkpoints live (%1: the plan costs %2)</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Note: %1</translation>
    </message>
    <message>
        <source>The arguments after TRAIN_SCRIPT carry the plan&apos;s settings under common names; rename them to the ones your script (or its config file) reads, and let it resume from --resume_from_checkpoint.</source>
        <translation>The arguments after TRAIN_SCRIPT carry the plan&apos;s settings under common names; rename them to the ones your script (or its config file) reads, and let it resume from --resume_from_checkpoint.</translation>
    </message>
    <message>
        <source>the sequence length (%1)</source>
        <translation>the sequence length (%1)</translation>
    </message>
    <message>
        <source>the sequence length (%1) and the QLoRA adapters (rank %2, 4-bit NF4 base)</source>
        <translation>the sequence length (%1) and the QLoRA adapters (rank %2, 4-bit NF4 base)</translation>
    </message>
    <message>
        <source>the sequence length (%1) and the LoRA adapters (rank %2)</source>
        <translation>the sequence length (%1) and the LoRA adapters (rank %2)</translation>
    </message>
    <message>
        <source>TRAIN_SCRIPT must parse TrainingArguments and call trainer.train(resume_from_checkpoint=...) (the Transformers examples, e.g. run_clm.py, do); its own arguments for the data set, %1 are yours to add.</source>
        <translation>TRAIN_SCRIPT must parse TrainingArguments and call trainer.train(resume_from_checkpoint=...) (the Transformers examples, e.g. run_clm.py, do); its own arguments for the data set, %1 are yours to add.</translation>
    </message>
    <message>
        <source>Fill in llamafactory.yaml: the model, the data set (registered in LLaMA-Factory&apos;s data/dataset_info.json) and its chat template, and the path of ds_config.json.</source>
        <translation>Fill in llamafactory.yaml: the model, the data set (registered in LLaMA-Factory&apos;s data/dataset_info.json) and its chat template, and the path of ds_config.json.</translation>
    </message>
    <message>
        <source>Fill in llamafactory.yaml: the model, the data set (registered in LLaMA-Factory&apos;s data/dataset_info.json) and its chat template.</source>
        <translation>Fill in llamafactory.yaml: the model, the data set (registered in LLaMA-Factory&apos;s data/dataset_info.json) and its chat template.</translation>
    </message>
    <message>
        <source>--model is the plan&apos;s model id; use timm&apos;s name for it if it differs (timm.list_models()).</source>
        <translation>--model is the plan&apos;s model id; use timm&apos;s name for it if it differs (timm.list_models()).</translation>
    </message>
    <message>
        <source>MS_CONFIG: the model&apos;s YAML from the repository&apos;s configs/ folder (e.g. configs/yolov8/yolov8s.yaml); the data set&apos;s paths are set there.</source>
        <translation>MS_CONFIG: the model&apos;s YAML from the repository&apos;s configs/ folder (e.g. configs/yolov8/yolov8s.yaml); the data set&apos;s paths are set there.</translation>
    </message>
    <message>
        <source>MindYOLO cannot resume a run: after an interruption launch.sh starts it again from the newest weights for the epochs left, and the learning-rate schedule (with its warm-up) starts over.</source>
        <translation>MindYOLO cannot resume a run: after an interruption launch.sh starts it again from the newest weights for the epochs left, and the learning-rate schedule (with its warm-up) starts over.</translation>
    </message>
    <message>
        <source>PADDLE_CONFIG: the model&apos;s YAML from the suite&apos;s configs/ folder; the data set&apos;s paths are set there.</source>
        <translation>PADDLE_CONFIG: the model&apos;s YAML from the suite&apos;s configs/ folder; the data set&apos;s paths are set there.</translation>
    </message>
    <message>
        <source>D2_CONFIG: the model&apos;s config from detectron2&apos;s configs/ folder; SOLVER.MAX_ITER is the plan&apos;s length, so scale SOLVER.STEPS (the learning-rate drops) to it.</source>
        <translation>D2_CONFIG: the model&apos;s config from detectron2&apos;s configs/ folder; SOLVER.MAX_ITER is the plan&apos;s length, so scale SOLVER.STEPS (the learning-rate drops) to it.</translation>
    </message>
    <message>
        <source>LLaMA-Factory configuration of the plan (llamafactory-cli train reads it)</source>
        <translation>LLaMA-Factory configuration of the plan (llamafactory-cli train reads it)</translation>
    </message>
    <message>
        <source>Spot: a checkpoint every %1 minutes; after a reclaim, run launch.sh again on the new instance and it resumes from the newest checkpoint in CKPT_DIR.</source>
        <translation>Spot: a checkpoint every %1 minutes; after a reclaim, run launch.sh again on the new instance and it resumes from the newest checkpoint in CKPT_DIR.</translation>
    </message>
    <message>
        <source>Restarts: launch.sh runs the training up to %1 more times when it stops, each time from the newest checkpoint in CKPT_DIR.</source>
        <translation>Restarts: launch.sh runs the training up to %1 more times when it stops, each time from the newest checkpoint in CKPT_DIR.</translation>
    </message>
    <message>
        <source>Ultralytics trains whole epochs: the plan&apos;s %1 epochs are %2 epochs over %3 of the training set (fraction), the same number of images.</source>
        <translation>Ultralytics trains whole epochs: the plan&apos;s %1 epochs are %2 epochs over %3 of the training set (fraction), the same number of images.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>TrainPlan — Training Compute Planner</source>
        <translation>TrainPlan — Training Compute Planner</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About TrainPlan</source>
        <translation>&amp;About TrainPlan</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>The catalog has %n error(s)</source>
        <translation>
            <numerusform>The catalog has %n error</numerusform>
            <numerusform>The catalog has %n errors</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog: %1 GPUs, %2 models, %3 instance types</source>
        <translation>Catalog: %1 GPUs, %2 models, %3 instance types</translation>
    </message>
    <message>
        <source>TrainPlan</source>
        <translation>TrainPlan</translation>
    </message>
    <message>
        <source>Plans the GPU memory, training time and cost of deep-learning jobs on cloud GPUs.</source>
        <translation>Plans the GPU memory, training time and cost of deep-learning jobs on cloud GPUs.</translation>
    </message>
    <message numerus="yes">
        <source>Built-in catalog: %n file(s).</source>
        <translation>
            <numerusform>Built-in catalog: %n file.</numerusform>
            <numerusform>Built-in catalog: %n files.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPUs, %2 model presets, %3 instance types.</source>
        <translation>%1 GPUs, %2 model presets, %3 instance types.</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation>Built with Qt %1.</translation>
    </message>
    <message>
        <source>About TrainPlan</source>
        <translation>About TrainPlan</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalog</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Estimate one setup</source>
        <translation>Estimate one setup</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>Untitled plan</translation>
    </message>
    <message>
        <source>%1[*] — TrainPlan</source>
        <translation>%1[*] — TrainPlan</translation>
    </message>
    <message>
        <source>Preferences saved: they apply to new plans.</source>
        <translation>Preferences saved: they apply to new plans.</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to TrainPlan.&lt;/b&gt; It works out how much GPU memory a deep-learning training job needs, how long it takes on each cloud GPU instance and what it costs, and recommends what to rent.&lt;br&gt;Choose a scenario below, or start from scratch with a custom job.</source>
        <translation>&lt;b&gt;Welcome to TrainPlan.&lt;/b&gt; It works out how much GPU memory a deep-learning training job needs, how long it takes on each cloud GPU instance and what it costs, and recommends what to rent.&lt;br&gt;Choose a scenario below, or start from scratch with a custom job.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message numerus="yes">
        <source>%n cloud provider(s).</source>
        <translation>
            <numerusform>%n cloud provider.</numerusform>
            <numerusform>%n cloud providers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Newest price: %1. Utilisation model fitted: %2.</source>
        <translation>Newest price: %1. Utilisation model fitted: %2.</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>TrainPlan &amp;Manual</source>
        <translation>TrainPlan &amp;Manual</translation>
    </message>
    <message>
        <source>The manual&apos;s page for what the window shows (F1)</source>
        <translation>The manual&apos;s page for what the window shows (F1)</translation>
    </message>
    <message>
        <source>How the &amp;estimates are made</source>
        <translation>How the &amp;estimates are made</translation>
    </message>
    <message>
        <source>What the &amp;warnings mean</source>
        <translation>What the &amp;warnings mean</translation>
    </message>
    <message numerus="yes">
        <source>%n overrides file(s) skipped (see the tooltip)</source>
        <translation>
            <numerusform>%n overrides file skipped (see the tooltip)</numerusform>
            <numerusform>%n overrides files skipped (see the tooltip)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Watch a Run…</source>
        <translation>&amp;Watch a Run…</translation>
    </message>
</context>
<context>
    <name>MemoryChartView</name>
    <message>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>per GPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>GPU memory: %1</source>
        <translation>GPU memory: %1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Other</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Memory per GPU (GiB)</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>%1 in all (%2), against %3 of GPU memory.</source>
        <translation>%1 in all (%2), against %3 of GPU memory.</translation>
    </message>
</context>
<context>
    <name>ModelPage</name>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>What is trained, and how.</source>
        <translation>What is trained, and how.</translation>
    </message>
    <message>
        <source>&amp;Preset from the catalog</source>
        <translation>&amp;Preset from the catalog</translation>
    </message>
    <message>
        <source>C&amp;ustom architecture</source>
        <translation>C&amp;ustom architecture</translation>
    </message>
    <message>
        <source>Language models</source>
        <translation>Language models</translation>
    </message>
    <message>
        <source>Encoders</source>
        <translation>Encoders</translation>
    </message>
    <message>
        <source>Vision models</source>
        <translation>Vision models</translation>
    </message>
    <message>
        <source>px</source>
        <translation>px</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>Pretraining</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Full fine-tuning</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base model)</source>
        <translation>QLoRA (4-bit base model)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;LoRA&lt;/b&gt; (low-rank adaptation) freezes the model and trains two small matrices beside each weight matrix: a fraction of a percent of the parameters, so gradients and optimizer states almost vanish from GPU memory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;QLoRA&lt;/b&gt; also stores the frozen model in 4 bits (NF4): about a quarter of the weight memory, at some speed cost for dequantising. Both apply to transformers only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;LoRA&lt;/b&gt; (low-rank adaptation) freezes the model and trains two small matrices beside each weight matrix: a fraction of a percent of the parameters, so gradients and optimizer states almost vanish from GPU memory.&lt;/p&gt;&lt;p&gt;&lt;b&gt;QLoRA&lt;/b&gt; also stores the frozen model in 4 bits (NF4): about a quarter of the weight memory, at some speed cost for dequantising. Both apply to transformers only.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Automatic (BF16 where the GPU has it)</source>
        <translation>Automatic (BF16 where the GPU has it)</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 mixed precision</translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <translation>FP16 mixed precision</translation>
    </message>
    <message>
        <source>FP8 (Hopper, Ada)</source>
        <translation>FP8 (Hopper, Ada)</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>Mixed precision computes in 16 bits on the tensor cores and keeps an FP32 master copy of the weights. V100 and T4 have no BF16: candidates with them train in FP16.</source>
        <translation>Mixed precision computes in 16 bits on the tensor cores and keeps an FP32 master copy of the weights. V100 and T4 have no BF16: candidates with them train in FP16.</translation>
    </message>
    <message>
        <source>ranks above 1024 are not used in practice.</source>
        <translation>ranks above 1024 are not used in practice.</translation>
    </message>
    <message>
        <source>Rank r of the LoRA matrices (8–64 is usual): trainable parameters grow with r.</source>
        <translation>Rank r of the LoRA matrices (8–64 is usual): trainable parameters grow with r.</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatic</translation>
    </message>
    <message>
        <source>Sequences or images per optimizer step, over all GPUs. Empty: one micro-batch per GPU.</source>
        <translation>Sequences or images per optimizer step, over all GPUs. Empty: one micro-batch per GPU.</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>M&amp;ethod:</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>P&amp;recision:</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>&amp;Sequence length:</translation>
    </message>
    <message>
        <source>&amp;Image size:</source>
        <translation>&amp;Image size:</translation>
    </message>
    <message>
        <source>&amp;Global batch:</source>
        <translation>&amp;Global batch:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatic</translation>
    </message>
    <message>
        <source>0 — plain data parallel (DDP)</source>
        <translation>0 — plain data parallel (DDP)</translation>
    </message>
    <message>
        <source>1 — shard optimizer states</source>
        <translation>1 — shard optimizer states</translation>
    </message>
    <message>
        <source>2 — shard optimizer states and gradients</source>
        <translation>2 — shard optimizer states and gradients</translation>
    </message>
    <message>
        <source>3 — shard weights too (FSDP)</source>
        <translation>3 — shard weights too (FSDP)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;ZeRO&lt;/b&gt; (DeepSpeed&apos;s Zero Redundancy Optimizer) splits the optimizer states (stage 1), the gradients (2) and the weights (3) across the data-parallel GPUs instead of copying them to each, so a model too big for one GPU&apos;s memory can train on several, at the cost of more communication.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ZeRO&lt;/b&gt; (DeepSpeed&apos;s Zero Redundancy Optimizer) splits the optimizer states (stage 1), the gradients (2) and the weights (3) across the data-parallel GPUs instead of copying them to each, so a model too big for one GPU&apos;s memory can train on several, at the cost of more communication.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Samples per GPU per forward pass; the global batch is reached by gradient accumulation.</source>
        <translation>Samples per GPU per forward pass; the global batch is reached by gradient accumulation.</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-bit</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD with momentum</translation>
    </message>
    <message>
        <source>&amp;ZeRO stage:</source>
        <translation>&amp;ZeRO stage:</translation>
    </message>
    <message>
        <source>Activation &amp;checkpointing:</source>
        <translation>Activation &amp;checkpointing:</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;Optimizer:</translation>
    </message>
    <message>
        <source>Automatic settings are chosen for each candidate: the fastest that fits its GPU memory.</source>
        <translation>Automatic settings are chosen for each candidate: the fastest that fits its GPU memory.</translation>
    </message>
    <message>
        <source>model default: %1</source>
        <translation>model default: %1</translation>
    </message>
    <message>
        <source>model default</source>
        <translation>model default</translation>
    </message>
    <message>
        <source>Advanced settings</source>
        <translation>Advanced settings</translation>
    </message>
    <message>
        <source>A model the catalog knows: its architecture and size are filled in for you.</source>
        <translation>A model the catalog knows: its architecture and size are filled in for you.</translation>
    </message>
    <message>
        <source>A model the catalog does not have: give its kind, its size and, for a transformer, its layers.</source>
        <translation>A model the catalog does not have: give its kind, its size and, for a transformer, its layers.</translation>
    </message>
    <message>
        <source>Model preset</source>
        <translation>Model preset</translation>
    </message>
    <message>
        <source>The model to train, with its size in parameters (B = billion, M = million).</source>
        <translation>The model to train, with its size in parameters (B = billion, M = million).</translation>
    </message>
    <message>
        <source>The padded length a batch is allocated for; activation memory grows with it. Empty: the model&apos;s default.</source>
        <translation>The padded length a batch is allocated for; activation memory grows with it. Empty: the model&apos;s default.</translation>
    </message>
    <message>
        <source>What the optimizer keeps per trained parameter: AdamW two FP32 states (8 bytes), 8-bit AdamW the same in 2 bytes, SGD one momentum (4 bytes).</source>
        <translation>What the optimizer keeps per trained parameter: AdamW two FP32 states (8 bytes), 8-bit AdamW the same in 2 bytes, SGD one momentum (4 bytes).</translation>
    </message>
    <message>
        <source>Training software</source>
        <translation>Training software</translation>
    </message>
    <message>
        <source>&lt;p&gt;The software that runs the training. It decides how the model can be split across GPUs and how fast the kernels are: Megatron-LM, NeMo or torchtitan reach far more of the GPU than a plain Hugging Face loop.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Automatic&lt;/b&gt; assumes what most people use for this kind of job (LLaMA-Factory for fine-tuning, Megatron-LM or MindSpeed for pretraining, Ultralytics for YOLO) and says so in the results.&lt;/p&gt;</source>
        <translation>&lt;p&gt;The software that runs the training. It decides how the model can be split across GPUs and how fast the kernels are: Megatron-LM, NeMo or torchtitan reach far more of the GPU than a plain Hugging Face loop.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Automatic&lt;/b&gt; assumes what most people use for this kind of job (LLaMA-Factory for fine-tuning, Megatron-LM or MindSpeed for pretraining, Ultralytics for YOLO) and says so in the results.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Automatic (what most people use for this job)</source>
        <translation>Automatic (what most people use for this job)</translation>
    </message>
    <message>
        <source>ZeRO stage, activation checkpointing, micro-batch, optimizer and the parallel layout.</source>
        <translation>ZeRO stage, activation checkpointing, micro-batch, optimizer and the parallel layout.</translation>
    </message>
    <message>
        <source>Selective (attention only)</source>
        <translation>Selective (attention only)</translation>
    </message>
    <message>
        <source>Activation (gradient) checkpointing keeps only each layer&apos;s input and recomputes the rest in the backward pass: far less activation memory for about a third more compute. Selective recomputes only the attention core (Megatron-LM, NeMo, torchtitan, MindSpeed).</source>
        <translation>Activation (gradient) checkpointing keeps only each layer&apos;s input and recomputes the rest in the backward pass: far less activation memory for about a third more compute. Selective recomputes only the attention core (Megatron-LM, NeMo, torchtitan, MindSpeed).</translation>
    </message>
    <message>
        <source>Tensor parallelism: GPUs that split every weight matrix of a layer between them, inside one node over NVLink. Must divide the attention heads.</source>
        <translation>Tensor parallelism: GPUs that split every weight matrix of a layer between them, inside one node over NVLink. Must divide the attention heads.</translation>
    </message>
    <message>
        <source>Pipeline parallelism: stages that each hold a share of the layers. Must divide the layers.</source>
        <translation>Pipeline parallelism: stages that each hold a share of the layers. Must divide the layers.</translation>
    </message>
    <message>
        <source>Context parallelism: GPUs that split each long sequence between them (for 32k tokens and more).</source>
        <translation>Context parallelism: GPUs that split each long sequence between them (for 32k tokens and more).</translation>
    </message>
    <message>
        <source>Expert parallelism: GPUs that hold different experts of a mixture-of-experts model. Must divide the experts.</source>
        <translation>Expert parallelism: GPUs that hold different experts of a mixture-of-experts model. Must divide the experts.</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation>&amp;Tensor parallel:</translation>
    </message>
    <message>
        <source>Conte&amp;xt parallel:</source>
        <translation>Conte&amp;xt parallel:</translation>
    </message>
    <message>
        <source>Expert p&amp;arallel:</source>
        <translation>Expert p&amp;arallel:</translation>
    </message>
    <message>
        <source>%1 does not train convolutional vision models.</source>
        <translation>%1 does not train convolutional vision models.</translation>
    </message>
    <message>
        <source>%1 does not train transformers.</source>
        <translation>%1 does not train transformers.</translation>
    </message>
    <message>
        <source>%1 does not do %2.</source>
        <translation>%1 does not do %2.</translation>
    </message>
    <message>
        <source>The plan names the framework &quot;%1&quot;, which this catalog does not have.</source>
        <translation>The plan names the framework &quot;%1&quot;, which this catalog does not have.</translation>
    </message>
    <message>
        <source>Choose another, or Automatic, to get a plan.</source>
        <translation>Choose another, or Automatic, to get a plan.</translation>
    </message>
    <message>
        <source>Side of the square training images, in pixels; compute grows with its square. Empty: the size the model was designed for.</source>
        <translation>Side of the square training images, in pixels; compute grows with its square. Empty: the size the model was designed for.</translation>
    </message>
    <message>
        <source>no training run uses a hundred million samples per step.</source>
        <translation>no training run uses a hundred million samples per step.</translation>
    </message>
    <message>
        <source>Training soft&amp;ware:</source>
        <translation>Training soft&amp;ware:</translation>
    </message>
    <message>
        <source>LoRA ran&amp;k:</source>
        <translation>LoRA ran&amp;k:</translation>
    </message>
    <message>
        <source>&amp;Micro-batch:</source>
        <translation>&amp;Micro-batch:</translation>
    </message>
    <message>
        <source>P&amp;ipeline parallel:</source>
        <translation>P&amp;ipeline parallel:</translation>
    </message>
    <message>
        <source>Read config.json</source>
        <translation>Read config.json</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>ZeRO does not apply: a convolutional model trains plain data parallel (DDP).</source>
        <translation>ZeRO does not apply: a convolutional model trains plain data parallel (DDP).</translation>
    </message>
    <message>
        <source>ZeRO does not apply: %1 trains plain data parallel (DDP).</source>
        <translation>ZeRO does not apply: %1 trains plain data parallel (DDP).</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>Required.</source>
        <translation>Required.</translation>
    </message>
    <message>
        <source>Not a number: type digits, e.g. 52000, 1.5e9 or 2T.</source>
        <translation>Not a number: type digits, e.g. 52000, 1.5e9 or 2T.</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>Must be a whole number.</translation>
    </message>
    <message>
        <source>Must be at least %1.</source>
        <translation>Must be at least %1.</translation>
    </message>
    <message>
        <source>Must be at most %1.</source>
        <translation>Must be at most %1.</translation>
    </message>
    <message>
        <source>At most %1: %2</source>
        <translation>At most %1: %2</translation>
    </message>
    <message>
        <source>%1, in %2</source>
        <comment>accessible name of a number field: label, unit</comment>
        <translation>%1, in %2</translation>
    </message>
</context>
<context>
    <name>PdfPlanSheet</name>
    <message>
        <source>TrainPlan plan sheet</source>
        <translation>TrainPlan plan sheet</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>cannot start the PDF writer</translation>
    </message>
</context>
<context>
    <name>PlanChangesText</name>
    <message>
        <source>no recommendation</source>
        <translation>no recommendation</translation>
    </message>
    <message>
        <source>%1 × %2, %3</source>
        <translation>%1 × %2, %3</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>This plan was saved with %1; with today&apos;s catalog it is %2.</source>
        <translation>This plan was saved with %1; with today&apos;s catalog it is %2.</translation>
    </message>
    <message>
        <source>This plan was saved on %1 with %2; with today&apos;s catalog it is %3.</source>
        <translation>This plan was saved on %1 with %2; with today&apos;s catalog it is %3.</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>recommended: %1 instead of %2</source>
        <translation>recommended: %1 instead of %2</translation>
    </message>
    <message>
        <source>cost %1 → %2</source>
        <translation>cost %1 → %2</translation>
    </message>
    <message>
        <source>time %1 → %2</source>
        <translation>time %1 → %2</translation>
    </message>
    <message>
        <source>price of %1 (%2) changed: %3 → %4</source>
        <translation>price of %1 (%2) changed: %3 → %4</translation>
    </message>
    <message>
        <source>(price of %1)</source>
        <translation>(price of %1)</translation>
    </message>
    <message>
        <source>exchange rate %1 → %2 CNY per USD</source>
        <translation>exchange rate %1 → %2 CNY per USD</translation>
    </message>
    <message>
        <source>the estimates of this TrainPlan differ (estimator version %1 → %2)</source>
        <translation>the estimates of this TrainPlan differ (estimator version %1 → %2)</translation>
    </message>
    <message>
        <source>saved with TrainPlan %1, opened with %2</source>
        <translation>saved with TrainPlan %1, opened with %2</translation>
    </message>
    <message>
        <source>Your catalog change moved this plan: it was %1; now it is %2.</source>
        <translation>Your catalog change moved this plan: it was %1; now it is %2.</translation>
    </message>
</context>
<context>
    <name>PlanCsvText</name>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs per node</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Unit price</translation>
    </message>
    <message>
        <source>Price per</source>
        <translation>Price per</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>Time (h)</translation>
    </message>
    <message>
        <source>Time, fast end (h)</source>
        <translation>Time, fast end (h)</translation>
    </message>
    <message>
        <source>Time, slow end (h)</source>
        <translation>Time, slow end (h)</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Total cost</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Spot interruptions</translation>
    </message>
    <message>
        <source>Data storage</source>
        <translation>Data storage</translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation>Checkpoint storage</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Memory per GPU (GiB)</translation>
    </message>
    <message>
        <source>GPU memory (GiB)</source>
        <translation>GPU memory (GiB)</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Price source</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Price date</translation>
    </message>
    <message>
        <source>Price confidence</source>
        <translation>Price confidence</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>Reasons</translation>
    </message>
    <message>
        <source>node-month</source>
        <translation>node-month</translation>
    </message>
    <message>
        <source>node-hour</source>
        <translation>node-hour</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source> (%1%)</source>
        <translation> (%1%)</translation>
    </message>
    <message>
        <source>VAT included%1</source>
        <translation>VAT included%1</translation>
    </message>
    <message>
        <source>VAT excluded%1</source>
        <translation>VAT excluded%1</translation>
    </message>
    <message>
        <source>1 USD = %1 CNY</source>
        <translation>1 USD = %1 CNY</translation>
    </message>
    <message>
        <source>%1 (the rate set for this plan)</source>
        <translation>%1 (the rate set for this plan)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tax in the price</source>
        <translation>Tax in the price</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Exchange rate</translation>
    </message>
</context>
<context>
    <name>PlanExporter</name>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>the folder %1 does not exist</translation>
    </message>
</context>
<context>
    <name>PlanFile</name>
    <message>
        <source>TrainPlan plans (*.trainplan)</source>
        <translation>TrainPlan plans (*.trainplan)</translation>
    </message>
    <message>
        <source>%1 was written by a newer TrainPlan (format version %2); this version reads version %3 and older. Update TrainPlan to open it.</source>
        <translation>%1 was written by a newer TrainPlan (format version %2); this version reads version %3 and older. Update TrainPlan to open it.</translation>
    </message>
    <message>
        <source>%1 has an invalid format version (%2).</source>
        <translation>%1 has an invalid format version (%2).</translation>
    </message>
    <message>
        <source>%1 is not a TrainPlan plan (it has no &quot;format&quot;: &quot;trainplan&quot;).</source>
        <translation>%1 is not a TrainPlan plan (it has no &quot;format&quot;: &quot;trainplan&quot;).</translation>
    </message>
    <message>
        <source>%1 has no format version (%2).</source>
        <translation>%1 has no format version (%2).</translation>
    </message>
    <message>
        <source>%1 has no job (%2).</source>
        <translation>%1 has no job (%2).</translation>
    </message>
    <message>
        <source>%1 is not a plan file TrainPlan can read (%2).</source>
        <translation>%1 is not a plan file TrainPlan can read (%2).</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (%2).</source>
        <translation>%1 is not valid JSON (%2).</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>The file</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 cannot be read.</translation>
    </message>
</context>
<context>
    <name>PlanSession</name>
    <message>
        <source>Calibrate from kept measurements</source>
        <translation>Calibrate from kept measurements</translation>
    </message>
    <message>
        <source>Save the Watched Run to the Plan</source>
        <translation>Save the Watched Run to the Plan</translation>
    </message>
</context>
<context>
    <name>PlanSheet</name>
    <message>
        <source>Select a candidate in the table or the chart to see its plan sheet.</source>
        <translation>Select a candidate in the table or the chart to see its plan sheet.</translation>
    </message>
</context>
<context>
    <name>PlanSheetDocument</name>
    <message>
        <source>Made by TrainPlan on %1. Estimates, not quotes: check prices with the provider before renting.</source>
        <translation>Made by TrainPlan on %1. Estimates, not quotes: check prices with the provider before renting.</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <source>Cost against time of every candidate</source>
        <translation>Cost against time of every candidate</translation>
    </message>
    <message>
        <source>GPU memory per device</source>
        <translation>GPU memory per device</translation>
    </message>
    <message>
        <source>Time (h)</source>
        <translation>Time (h)</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Cost (%1)</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>Pareto front</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>budget</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>deadline</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimizer</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>other</source>
        <translation>other</translation>
    </message>
    <message>
        <source>Time (h, log scale)</source>
        <translation>Time (h, log scale)</translation>
    </message>
    <message>
        <source>Cost (%1, log scale)</source>
        <translation>Cost (%1, log scale)</translation>
    </message>
    <message>
        <source>Other GPUs</source>
        <translation>Other GPUs</translation>
    </message>
    <message>
        <source>Budget %1: above the chart, every point is within it</source>
        <translation>Budget %1: above the chart, every point is within it</translation>
    </message>
    <message>
        <source>Deadline %1: beyond the chart, every point meets it</source>
        <translation>Deadline %1: beyond the chart, every point meets it</translation>
    </message>
    <message>
        <source>Compared candidates</source>
        <translation>Compared candidates</translation>
    </message>
    <message>
        <source>✓ the best of the candidates compared in that row</source>
        <translation>✓ the best of the candidates compared in that row</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected candidate(s) far beyond the axes left off</source>
        <translation>
            <numerusform>%n rejected candidate far beyond the axes left off</numerusform>
            <numerusform>%n rejected candidates far beyond the axes left off</numerusform>
        </translation>
    </message>
    <message>
        <source>Time (min)</source>
        <translation>Time (min)</translation>
    </message>
    <message>
        <source>Time (min, log scale)</source>
        <translation>Time (min, log scale)</translation>
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
        <translation>%1 (Because %2.)</translation>
    </message>
    <message>
        <source>Object storage is slow to read file by file: copy the data set to the shared file system above (or to every node&apos;s disk) before training.</source>
        <translation>Object storage is slow to read file by file: copy the data set to the shared file system above (or to every node&apos;s disk) before training.</translation>
    </message>
    <message>
        <source>Object storage is slow to read file by file: copy the data set to the instance&apos;s disk before training, or mount it with the provider&apos;s FUSE client and a local cache.</source>
        <translation>Object storage is slow to read file by file: copy the data set to the instance&apos;s disk before training, or mount it with the provider&apos;s FUSE client and a local cache.</translation>
    </message>
    <message>
        <source>Mount the parallel file system on every node, in the same VPC and zone as the instances.</source>
        <translation>Mount the parallel file system on every node, in the same VPC and zone as the instances.</translation>
    </message>
    <message>
        <source>NAS is shared by all nodes; its throughput per TiB may starve many GPUs of images: watch for the input-bound warning.</source>
        <translation>NAS is shared by all nodes; its throughput per TiB may starve many GPUs of images: watch for the input-bound warning.</translation>
    </message>
    <message>
        <source>NAS suits a data set of this size on one node; mount it in the instance&apos;s VPC.</source>
        <translation>NAS suits a data set of this size on one node; mount it in the instance&apos;s VPC.</translation>
    </message>
    <message>
        <source>Each node needs its own copy on its local disk (%1 per node).</source>
        <translation>Each node needs its own copy on its local disk (%1 per node).</translation>
    </message>
    <message>
        <source>Keep the data set on the instance&apos;s data disk.</source>
        <translation>Keep the data set on the instance&apos;s data disk.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, ZeRO stage %1</source>
        <translation>, ZeRO stage %1</translation>
    </message>
    <message>
        <source>, offloaded to the CPU</source>
        <translation>, offloaded to the CPU</translation>
    </message>
    <message>
        <source>Ascend CANN toolkit with torch_npu (PyTorch) or MindSpore: the provider&apos;s Ascend AI image.</source>
        <translation>Ascend CANN toolkit with torch_npu (PyTorch) or MindSpore: the provider&apos;s Ascend AI image.</translation>
    </message>
    <message>
        <source>PyTorch 2 with CUDA 12 and NCCL: the provider&apos;s GPU image (e.g. Alibaba PAI, Tencent TI) or NVIDIA&apos;s NGC PyTorch container.</source>
        <translation>PyTorch 2 with CUDA 12 and NCCL: the provider&apos;s GPU image (e.g. Alibaba PAI, Tencent TI) or NVIDIA&apos;s NGC PyTorch container.</translation>
    </message>
    <message>
        <source>%1 has no BF16 and FlashAttention 2 needs Ampere or newer: FP16 with loss scaling, and PyTorch&apos;s built-in scaled-dot-product attention.</source>
        <translation>%1 has no BF16 and FlashAttention 2 needs Ampere or newer: FP16 with loss scaling, and PyTorch&apos;s built-in scaled-dot-product attention.</translation>
    </message>
    <message>
        <source>%1 has no BF16: FP16 with loss scaling.</source>
        <translation>%1 has no BF16: FP16 with loss scaling.</translation>
    </message>
    <message>
        <source>NVIDIA Transformer Engine for the FP8 layers.</source>
        <translation>NVIDIA Transformer Engine for the FP8 layers.</translation>
    </message>
    <message>
        <source>PEFT adapters of LoRA rank %1.</source>
        <translation>PEFT adapters of LoRA rank %1.</translation>
    </message>
    <message>
        <source>bitsandbytes for the 4-bit NF4 base model, LoRA rank %1.</source>
        <translation>bitsandbytes for the 4-bit NF4 base model, LoRA rank %1.</translation>
    </message>
    <message>
        <source>Enough data-loader workers to keep the GPUs busy: the host&apos;s cores decode the images.</source>
        <translation>Enough data-loader workers to keep the GPUs busy: the host&apos;s cores decode the images.</translation>
    </message>
    <message>
        <source>NVIDIA DALI, so the GPUs decode the images.</source>
        <translation>NVIDIA DALI, so the GPUs decode the images.</translation>
    </message>
    <message>
        <source>The provider&apos;s RDMA driver and NCCL network plugin, so NCCL uses %1 between nodes.</source>
        <translation>The provider&apos;s RDMA driver and NCCL network plugin, so NCCL uses %1 between nodes.</translation>
    </message>
    <message>
        <source>Why it is recommended</source>
        <translation>Why it is recommended</translation>
    </message>
    <message>
        <source>Why it is rejected</source>
        <translation>Why it is rejected</translation>
    </message>
    <message>
        <source>The job</source>
        <translation>The job</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>Instance</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Network</translation>
    </message>
    <message>
        <source>Software image</source>
        <translation>Software image</translation>
    </message>
    <message>
        <source>Framework settings</source>
        <translation>Framework settings</translation>
    </message>
    <message>
        <source>Checkpoint plan</source>
        <translation>Checkpoint plan</translation>
    </message>
    <message>
        <source>Time and cost</source>
        <translation>Time and cost</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <source>Top candidates</source>
        <translation>Top candidates</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Advice</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Assumptions</translation>
    </message>
    <message>
        <source>Changed to fit</source>
        <translation>Changed to fit</translation>
    </message>
    <message>
        <source>Training plan: %1, %2</source>
        <translation>Training plan: %1, %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1 (%2 parameters)</translation>
    </message>
    <message>
        <source>, rank %1, %2</source>
        <translation>, rank %1, %2</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>%1 samples × %2 tokens × %3 epochs = %4 tokens; sequence length %5</source>
        <translation>%1 samples × %2 tokens × %3 epochs = %4 tokens; sequence length %5</translation>
    </message>
    <message>
        <source>%1 images × %2 epochs at %3 px</source>
        <translation>%1 images × %2 epochs at %3 px</translation>
    </message>
    <message>
        <source>budget %1</source>
        <translation>budget %1</translation>
    </message>
    <message>
        <source>deadline %1</source>
        <translation>deadline %1</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <source>%1 (family %2)</source>
        <translation>%1 (family %2)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>%1 per node, %2 in all: %3</source>
        <translation>%1 per node, %2 in all: %3</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>%1 vCPUs, %2 memory per node</source>
        <translation>%1 vCPUs, %2 memory per node</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>%1 per node-%2</source>
        <translation>%1 per node-%2</translation>
    </message>
    <message>
        <source>month</source>
        <translation>month</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>hour</translation>
    </message>
    <message>
        <source>%1, %2, confidence: %3</source>
        <translation>%1, %2, confidence: %3</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>; %1</translation>
    </message>
    <message>
        <source>Price source</source>
        <translation>Price source</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>not in the catalog</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>Data set</translation>
    </message>
    <message>
        <source>Stored in</source>
        <translation>Stored in</translation>
    </message>
    <message>
        <source>Training reads from</source>
        <translation>Training reads from</translation>
    </message>
    <message>
        <source>(reads %1 MB/s per node, %2 per GB-month)</source>
        <translation>(reads %1 MB/s per node, %2 per GB-month)</translation>
    </message>
    <message>
        <source>not costed: the catalog lists no storage for this provider</source>
        <translation>not costed: the catalog lists no storage for this provider</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Checkpoints on</source>
        <translation>Checkpoints on</translation>
    </message>
    <message>
        <source>%1 Gbit/s per node</source>
        <translation>%1 Gbit/s per node</translation>
    </message>
    <message>
        <source>; %1 %2 Gbit/s</source>
        <translation>; %1 %2 Gbit/s</translation>
    </message>
    <message>
        <source>Between nodes</source>
        <translation>Between nodes</translation>
    </message>
    <message>
        <source>Inside a node</source>
        <translation>Inside a node</translation>
    </message>
    <message>
        <source>NVLink between the node&apos;s GPUs</source>
        <translation>NVLink between the node&apos;s GPUs</translation>
    </message>
    <message>
        <source>HCCS between the node&apos;s NPUs</source>
        <translation>HCCS between the node&apos;s NPUs</translation>
    </message>
    <message>
        <source>PCIe between the node&apos;s GPUs</source>
        <translation>PCIe between the node&apos;s GPUs</translation>
    </message>
    <message>
        <source>one GPU per node</source>
        <translation>one GPU per node</translation>
    </message>
    <message>
        <source>All-reduce</source>
        <translation>All-reduce</translation>
    </message>
    <message>
        <source>gradients cross nodes over %1; set NCCL to use it (the launch files do).</source>
        <translation>gradients cross nodes over %1; set NCCL to use it (the launch files do).</translation>
    </message>
    <message>
        <source>gradients cross nodes over TCP: expect communication to limit the speed.</source>
        <translation>gradients cross nodes over TCP: expect communication to limit the speed.</translation>
    </message>
    <message>
        <source>Distributed</source>
        <translation>Distributed</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Launch</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>micro-batch %1 per GPU × %2 GPUs × %3 accumulation steps = global batch %4</source>
        <translation>micro-batch %1 per GPU × %2 GPUs × %3 accumulation steps = global batch %4</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Activation checkpointing</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>%1 tokens (%2 per sample on average)</source>
        <translation>%1 tokens (%2 per sample on average)</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Offload</translation>
    </message>
    <message>
        <source>weights, gradients and optimizer to the host</source>
        <translation>weights, gradients and optimizer to the host</translation>
    </message>
    <message>
        <source>optimizer states to the host</source>
        <translation>optimizer states to the host</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Throughput</translation>
    </message>
    <message>
        <source>%1 tokens/s, %2 samples/s; %3 per step</source>
        <translation>%1 tokens/s, %2 samples/s; %3 per step</translation>
    </message>
    <message>
        <source>%1 images/s; %2 per step</source>
        <translation>%1 images/s; %2 per step</translation>
    </message>
    <message>
        <source>One checkpoint</source>
        <translation>One checkpoint</translation>
    </message>
    <message>
        <source>%1 (what resuming needs: trainable weights and optimizer states)</source>
        <translation>%1 (what resuming needs: trainable weights and optimizer states)</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Kept</translation>
    </message>
    <message>
        <source>the latest %1, in case one is torn while written</source>
        <translation>the latest %1, in case one is torn while written</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Interval</translation>
    </message>
    <message>
        <source>Write time</source>
        <translation>Write time</translation>
    </message>
    <message>
        <source>Reclaims</source>
        <translation>Reclaims</translation>
    </message>
    <message>
        <source>%1 expected (one per %2 of the job), %3 to restart; %4 more time</source>
        <translation>%1 expected (one per %2 of the job), %3 to restart; %4 more time</translation>
    </message>
    <message>
        <source>no reclaims to guard against: save at the end of each epoch and before stopping</source>
        <translation>no reclaims to guard against: save at the end of each epoch and before stopping</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>No price: add one in the catalog browser.</source>
        <translation>No price: add one in the catalog browser.</translation>
    </message>
    <message numerus="yes">
        <source> (%n whole month(s))</source>
        <translation>
            <numerusform> (%n whole month)</numerusform>
            <numerusform> (%n whole months)</numerusform>
        </translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Spot interruptions</translation>
    </message>
    <message>
        <source>Data storage</source>
        <translation>Data storage</translation>
    </message>
    <message>
        <source>Checkpoint storage</source>
        <translation>Checkpoint storage</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Used per GPU</source>
        <translation>Used per GPU</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 of %2 (%3)</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Breakdown</translation>
    </message>
    <message>
        <source>weights %1, gradients %2, optimizer states %3, activations %4, other %5</source>
        <translation>weights %1, gradients %2, optimizer states %3, activations %4, other %5</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>%1 model FLOPs utilisation, fitted on published training runs by workload class and GPU generation</source>
        <translation>%1 model FLOPs utilisation, fitted on published training runs by workload class and GPU generation</translation>
    </message>
    <message>
        <source>%1 per node-hour (provider terms in the catalog)</source>
        <translation>%1 per node-hour (provider terms in the catalog)</translation>
    </message>
    <message>
        <source>prices dated %1 to %2</source>
        <translation>prices dated %1 to %2</translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>no prices</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalog</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s); %1; utilisation model of %2</source>
        <translation>
            <numerusform>%n file; %1; utilisation model of %2</numerusform>
            <numerusform>%n files; %1; utilisation model of %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Cost (%1)</translation>
    </message>
    <message>
        <source>★ recommended  ◆ on the Pareto front of cost and time</source>
        <translation>★ recommended  ◆ on the Pareto front of cost and time</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>all linear layers</translation>
    </message>
    <message>
        <source>every %1 (Young&apos;s formula √(2·C·M), C the write time, M the time between reclaims)</source>
        <translation>every %1 (Young&apos;s formula √(2·C·M), C the write time, M the time between reclaims)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>compute speed</source>
        <translation>compute speed</translation>
    </message>
    <message>
        <source>data loading</source>
        <translation>data loading</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>communication</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memory</translation>
    </message>
    <message>
        <source>speed × %1</source>
        <translation>speed × %1</translation>
    </message>
    <message>
        <source>communication × %1</source>
        <translation>communication × %1</translation>
    </message>
    <message>
        <source>activation memory × %1</source>
        <translation>activation memory × %1</translation>
    </message>
    <message>
        <source>memory %1</source>
        <translation>memory %1</translation>
    </message>
    <message>
        <source>Calibrated from your runs on %1</source>
        <translation>Calibrated from your runs on %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Calibrated from your run on %1</source>
        <translation>Calibrated from your run on %1</translation>
    </message>
    <message>
        <source>Calibrated from your run on %1 (%2)</source>
        <translation>Calibrated from your run on %1 (%2)</translation>
    </message>
    <message>
        <source>Calibrated from your run</source>
        <translation>Calibrated from your run</translation>
    </message>
    <message>
        <source>Measured run</source>
        <translation>Measured run</translation>
    </message>
    <message>
        <source>%1; corrects %2</source>
        <translation>%1; corrects %2</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>from %1</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>× %1 of the published estimate</source>
        <translation>× %1 of the published estimate</translation>
    </message>
    <message>
        <source>Communication</source>
        <translation>Communication</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Activation memory</source>
        <translation>Activation memory</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>%1 per GPU</translation>
    </message>
    <message>
        <source>Not settled</source>
        <translation>Not settled</translation>
    </message>
    <message>
        <source>Calibrated from your runs of %1 on %2</source>
        <translation>Calibrated from your runs of %1 on %2</translation>
    </message>
    <message>
        <source>Calibrated from your run of %1 on %2</source>
        <translation>Calibrated from your run of %1 on %2</translation>
    </message>
    <message>
        <source>Calibrated from your run of %1 on %2 (%3)</source>
        <translation>Calibrated from your run of %1 on %2 (%3)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <source>The two runs&apos; memory differs by more than their micro-batches explain; activation memory corrected by at most × %1.</source>
        <translation>The two runs&apos; memory differs by more than their micro-batches explain; activation memory corrected by at most × %1.</translation>
    </message>
    <message>
        <source>The run used less memory than the estimate&apos;s model states and activations need; memory corrected down to them (%1), not to the %2 measured.</source>
        <translation>The run used less memory than the estimate&apos;s model states and activations need; memory corrected down to them (%1), not to the %2 measured.</translation>
    </message>
    <message>
        <source>The measured speed is × %1 the estimate, beyond what one cause explains; check that the run and the job are the same model and settings.</source>
        <translation>The measured speed is × %1 the estimate, beyond what one cause explains; check that the run and the job are the same model and settings.</translation>
    </message>
    <message>
        <source>The runs used the same number of GPUs; communication left as estimated.</source>
        <translation>The runs used the same number of GPUs; communication left as estimated.</translation>
    </message>
    <message>
        <source>The run on %1 spends too little time communicating to correct it.</source>
        <translation>The run on %1 spends too little time communicating to correct it.</translation>
    </message>
    <message>
        <source>The run on %1 is not explained by its communication alone; communication left as estimated.</source>
        <translation>The run on %1 is not explained by its communication alone; communication left as estimated.</translation>
    </message>
    <message>
        <source>The measured speed is × %1 the estimate: check that the run was on the hardware named, that its data loader kept up, and that the log timed training steps (not start-up, evaluation or saving).</source>
        <translation>The measured speed is × %1 the estimate: check that the run was on the hardware named, that its data loader kept up, and that the log timed training steps (not start-up, evaluation or saving).</translation>
    </message>
    <message>
        <source>Plan vs actual</source>
        <translation>Plan vs actual</translation>
    </message>
    <message>
        <source>Watched run</source>
        <translation>Watched run</translation>
    </message>
    <message>
        <source>%1, as of %2</source>
        <translation>%1, as of %2</translation>
    </message>
    <message>
        <source>compared with candidate %1 of the plan: %2</source>
        <translation>compared with candidate %1 of the plan: %2</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
    <message>
        <source>%1 of the planned samples; the run ended</source>
        <translation>%1 of the planned samples; the run ended</translation>
    </message>
    <message>
        <source>%1 done; the plan expected %2 by then</source>
        <translation>%1 done; the plan expected %2 by then</translation>
    </message>
    <message>
        <source>%1 in all (plan %2)</source>
        <translation>%1 in all (plan %2)</translation>
    </message>
    <message>
        <source>%1 so far; %2 in all at this pace (plan %3)</source>
        <translation>%1 so far; %2 in all at this pace (plan %3)</translation>
    </message>
    <message>
        <source>%1 samples/s (plan %2)</source>
        <translation>%1 samples/s (plan %2)</translation>
    </message>
    <message>
        <source>not measured yet (plan %1 samples/s)</source>
        <translation>not measured yet (plan %1 samples/s)</translation>
    </message>
    <message>
        <source>%1 so far; %2 in all at this pace</source>
        <translation>%1 so far; %2 in all at this pace</translation>
    </message>
    <message>
        <source>%1 (plan %2)</source>
        <translation>%1 (plan %2)</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Restarts</translation>
    </message>
    <message numerus="yes">
        <source>started again %n time(s)</source>
        <translation>
            <numerusform>started again %n time</numerusform>
            <numerusform>started again %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>Over budget</source>
        <translation>Over budget</translation>
    </message>
    <message>
        <source>Misses the deadline</source>
        <translation>Misses the deadline</translation>
    </message>
    <message>
        <source>No price in the catalog</source>
        <translation>No price in the catalog</translation>
    </message>
    <message>
        <source>Spot reclaims too often</source>
        <translation>Spot reclaims too often</translation>
    </message>
    <message>
        <source>Cannot be computed</source>
        <translation>Cannot be computed</translation>
    </message>
    <message>
        <source>Deadline at risk</source>
        <translation>Deadline at risk</translation>
    </message>
    <message>
        <source>Priced in another region</source>
        <translation>Priced in another region</translation>
    </message>
    <message>
        <source>Subscription mostly unused</source>
        <translation>Subscription mostly unused</translation>
    </message>
    <message>
        <source>Reserved term paid in full</source>
        <translation>Reserved term paid in full</translation>
    </message>
    <message>
        <source>Limited by the input pipeline</source>
        <translation>Limited by the input pipeline</translation>
    </message>
    <message>
        <source>Unknown provider</source>
        <translation>Unknown provider</translation>
    </message>
    <message>
        <source>Unknown region</source>
        <translation>Unknown region</translation>
    </message>
    <message>
        <source>Raise the budget</source>
        <translation>Raise the budget</translation>
    </message>
    <message>
        <source>Extend the deadline</source>
        <translation>Extend the deadline</translation>
    </message>
    <message>
        <source>Relax budget and deadline</source>
        <translation>Relax budget and deadline</translation>
    </message>
    <message>
        <source>Use QLoRA</source>
        <translation>Use QLoRA</translation>
    </message>
    <message>
        <source>Use a GPU with more memory</source>
        <translation>Use a GPU with more memory</translation>
    </message>
    <message>
        <source>Add prices</source>
        <translation>Add prices</translation>
    </message>
    <message>
        <source>No instance type matches</source>
        <translation>No instance type matches</translation>
    </message>
    <message>
        <source>RDMA network</source>
        <translation>RDMA network</translation>
    </message>
    <message>
        <source>Shared storage for the data set</source>
        <translation>Shared storage for the data set</translation>
    </message>
    <message>
        <source>Checkpoints on a local disk</source>
        <translation>Checkpoints on a local disk</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Host memory</translation>
    </message>
    <message>
        <source>CPU cores for data loading</source>
        <translation>CPU cores for data loading</translation>
    </message>
    <message>
        <source>Mixed precision</source>
        <translation>Mixed precision</translation>
    </message>
    <message>
        <source>Start small</source>
        <translation>Start small</translation>
    </message>
    <message>
        <source>Checkpoint cadence on spot</source>
        <translation>Checkpoint cadence on spot</translation>
    </message>
    <message>
        <source>Export-controlled GPU</source>
        <translation>Export-controlled GPU</translation>
    </message>
    <message>
        <source>Ascend software stack</source>
        <translation>Ascend software stack</translation>
    </message>
    <message>
        <source>On demand</source>
        <translation>On demand</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Cheapest</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Fastest</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Balanced</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>Pretraining</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Full fine-tuning</translation>
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
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 × %2 (%3, %4), %5</source>
        <translation>%1 × %2 (%3, %4), %5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>Pareto-optimal</source>
        <translation>Pareto-optimal</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>Feasible</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rejected</translation>
    </message>
    <message>
        <source>%1 for about %2 on %3. %4 of %5 candidates are feasible.</source>
        <translation>%1 for about %2 on %3. %4 of %5 candidates are feasible.</translation>
    </message>
    <message>
        <source>Instance specification estimated</source>
        <translation>Instance specification estimated</translation>
    </message>
    <message>
        <source>Layout does not divide the GPUs</source>
        <translation>Layout does not divide the GPUs</translation>
    </message>
    <message>
        <source>Global batch does not split evenly</source>
        <translation>Global batch does not split evenly</translation>
    </message>
    <message>
        <source>Beyond spot capacity</source>
        <translation>Beyond spot capacity</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation>Monthly subscription</translation>
    </message>
    <message>
        <source>Reserved, 1 year</source>
        <translation>Reserved, 1 year</translation>
    </message>
    <message>
        <source>Reserved, 3 years</source>
        <translation>Reserved, 3 years</translation>
    </message>
    <message>
        <source>Object storage (OSS, COS, OBS, BOS, S3)</source>
        <translation>Object storage (OSS, COS, OBS, BOS, S3)</translation>
    </message>
    <message>
        <source>Parallel file system (CPFS, CFS Turbo, SFS Turbo, FSx for Lustre)</source>
        <translation>Parallel file system (CPFS, CFS Turbo, SFS Turbo, FSx for Lustre)</translation>
    </message>
    <message>
        <source>NAS file storage (NAS, CFS, SFS, EFS)</source>
        <translation>NAS file storage (NAS, CFS, SFS, EFS)</translation>
    </message>
    <message>
        <source>Local disk of the instance (ESSD, cloud SSD)</source>
        <translation>Local disk of the instance (ESSD, cloud SSD)</translation>
    </message>
    <message>
        <source>The plan&apos;s choice (the storage it prices)</source>
        <translation>The plan&apos;s choice (the storage it prices)</translation>
    </message>
    <message>
        <source>%1 price list</source>
        <translation>%1 price list</translation>
    </message>
    <message>
        <source>quote for your account</source>
        <translation>quote for your account</translation>
    </message>
    <message>
        <source>reported price</source>
        <translation>reported price</translation>
    </message>
    <message>
        <source>estimated price</source>
        <translation>estimated price</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>A fixed setting costs time</source>
        <translation>A fixed setting costs time</translation>
    </message>
    <message>
        <source>Recommended: the best of the qualifying candidates for the plan&apos;s objective (%1).</source>
        <translation>Recommended: the best of the qualifying candidates for the plan&apos;s objective (%1).</translation>
    </message>
    <message>
        <source>Costs %1 more than the recommended one (%2 against %3).</source>
        <translation>Costs %1 more than the recommended one (%2 against %3).</translation>
    </message>
    <message>
        <source>Costs %1 less than the recommended one, which the objective (%2) weighs against its time.</source>
        <translation>Costs %1 less than the recommended one, which the objective (%2) weighs against its time.</translation>
    </message>
    <message>
        <source>Takes %1 longer (%2 against %3).</source>
        <translation>Takes %1 longer (%2 against %3).</translation>
    </message>
    <message>
        <source>Finishes %1 sooner.</source>
        <translation>Finishes %1 sooner.</translation>
    </message>
    <message>
        <source>Its price is estimated, not listed: check it with the provider.</source>
        <translation>Its price is estimated, not listed: check it with the provider.</translation>
    </message>
    <message>
        <source>Its price is more than a year old: check it with the provider.</source>
        <translation>Its price is more than a year old: check it with the provider.</translation>
    </message>
    <message>
        <source>Uses %1% of GPU memory: little room for longer samples.</source>
        <translation>Uses %1% of GPU memory: little room for longer samples.</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s): %1</source>
        <translation>
            <numerusform>%n warning: %1</numerusform>
            <numerusform>%n warnings: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Qualifies as well; the recommended one ranks first by the plan&apos;s objective (%1).</source>
        <translation>Qualifies as well; the recommended one ranks first by the plan&apos;s objective (%1).</translation>
    </message>
    <message>
        <source>your own price (%1)</source>
        <translation>your own price (%1)</translation>
    </message>
    <message>
        <source>Not open to anyone</source>
        <translation>Not open to anyone</translation>
    </message>
</context>
<context>
    <name>PlanWizard</name>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Back</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Next &gt;</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Choose a scenario to start.</source>
        <translation>Choose a scenario to start.</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Planning…</translation>
    </message>
    <message numerus="yes">
        <source>The job has %n problem(s): %1</source>
        <translation>
            <numerusform>The job has %n problem: %1</numerusform>
            <numerusform>The job has %n problems: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %n candidate(s) meets every limit yet; the results say what would.</source>
        <translation>
            <numerusform>None of the %n candidate meets every limit yet; the results say what would.</numerusform>
            <numerusform>None of the %n candidates meets every limit yet; the results say what would.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Best so far:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Best so far:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Step %1, %2: %3</source>
        <translation>Step %1, %2: %3</translation>
    </message>
    <message>
        <source>Back to the previous step; what you entered stays.</source>
        <translation>Back to the previous step; what you entered stays.</translation>
    </message>
    <message>
        <source>On to step %1, %2.</source>
        <translation>On to step %1, %2.</translation>
    </message>
    <message>
        <source>Show the candidates, the recommended one and its plan sheet.</source>
        <translation>Show the candidates, the recommended one and its plan sheet.</translation>
    </message>
    <message>
        <source>Show resul&amp;ts</source>
        <translation>Show resul&amp;ts</translation>
    </message>
    <message>
        <source>Correct the fields marked on this step: the best plan shows again once they are valid.</source>
        <translation>Correct the fields marked on this step: the best plan shows again once they are valid.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Step %1, results: the candidates, the recommended one and its plan sheet.</source>
        <translation>Step %1, results: the candidates, the recommended one and its plan sheet.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <source>CNY (¥)</source>
        <translation>CNY (¥)</translation>
    </message>
    <message>
        <source>USD ($)</source>
        <translation>USD ($)</translation>
    </message>
    <message>
        <source>Any region</source>
        <translation>Any region</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Providers to search</source>
        <translation>Providers to search</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Currency:</translation>
    </message>
    <message>
        <source>Default &amp;region:</source>
        <translation>Default &amp;region:</translation>
    </message>
    <message>
        <source>Currency, region and providers apply to new plans; the language applies the next time TrainPlan starts.</source>
        <translation>Currency, region and providers apply to new plans; the language applies the next time TrainPlan starts.</translation>
    </message>
    <message>
        <source>The language of the menus, the pages and the PDF plan sheet. System default follows the desktop&apos;s language. Applies when TrainPlan next starts.</source>
        <translation>The language of the menus, the pages and the PDF plan sheet. System default follows the desktop&apos;s language. Applies when TrainPlan next starts.</translation>
    </message>
    <message>
        <source>The currency new plans show budgets and costs in; prices in the other currency are converted at the catalog&apos;s exchange rate.</source>
        <translation>The currency new plans show budgets and costs in; prices in the other currency are converted at the catalog&apos;s exchange rate.</translation>
    </message>
    <message>
        <source>The region new plans search: only instance types sold there. Any region searches them all.</source>
        <translation>The region new plans search: only instance types sold there. Any region searches them all.</translation>
    </message>
    <message>
        <source>Search the instance types of %1 in new plans.</source>
        <translation>Search the instance types of %1 in new plans.</translation>
    </message>
</context>
<context>
    <name>PriceOverrideCommand</name>
    <message>
        <source>Set price of %1, %2</source>
        <translation>Set price of %1, %2</translation>
    </message>
    <message>
        <source>Remove override of %1, %2</source>
        <translation>Remove override of %1, %2</translation>
    </message>
</context>
<context>
    <name>PriceOverrideStore</name>
    <message>
        <source>%1 has errors, so it was not changed; fix or remove it first.
%2</source>
        <translation>%1 has errors, so it was not changed; fix or remove it first.
%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Cannot create the folder %1.</translation>
    </message>
    <message>
        <source>Cannot read the answers in %1.</source>
        <translation>Cannot read the answers in %1.</translation>
    </message>
    <message>
        <source>Nothing was saved: TrainPlan would refuse this overrides file when it next reads it.</source>
        <translation>Nothing was saved: TrainPlan would refuse this overrides file when it next reads it.</translation>
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
        <translation>all regions</translation>
    </message>
    <message>
        <source>Double-click to edit this price.</source>
        <translation>Double-click to edit this price.</translation>
    </message>
    <message>
        <source>The price applies in every region of the instance type.</source>
        <translation>The price applies in every region of the instance type.</translation>
    </message>
    <message>
        <source>The price divided by the GPUs of the instance type (a month counts as 730 hours).</source>
        <translation>The price divided by the GPUs of the instance type (a month counts as 730 hours).</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>Per GPU-hour</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>This price comes with an instance type your overrides replaced; edit that file to change or remove it.</source>
        <translation>This price comes with an instance type your overrides replaced; edit that file to change or remove it.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>Instance type</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confidence</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>Your own price: it replaces the catalog&apos;s in every plan.</source>
        <translation>Your own price: it replaces the catalog&apos;s in every plan.</translation>
    </message>
    <message>
        <source>your price (%1)</source>
        <translation>your price (%1)</translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <source>Malformed JSON</source>
        <translation>Malformed JSON</translation>
    </message>
    <message>
        <source>Empty file</source>
        <translation>Empty file</translation>
    </message>
    <message>
        <source>Unreadable file</source>
        <translation>Unreadable file</translation>
    </message>
    <message>
        <source>Not a folder</source>
        <translation>Not a folder</translation>
    </message>
    <message>
        <source>Unknown key</source>
        <translation>Unknown key</translation>
    </message>
    <message>
        <source>Missing field</source>
        <translation>Missing field</translation>
    </message>
    <message>
        <source>Wrong type</source>
        <translation>Wrong type</translation>
    </message>
    <message>
        <source>Value out of range</source>
        <translation>Value out of range</translation>
    </message>
    <message>
        <source>Unknown value</source>
        <translation>Unknown value</translation>
    </message>
    <message>
        <source>Not a whole number</source>
        <translation>Not a whole number</translation>
    </message>
    <message>
        <source>Not a finite number</source>
        <translation>Not a finite number</translation>
    </message>
    <message>
        <source>Empty text</source>
        <translation>Empty text</translation>
    </message>
    <message>
        <source>Invalid date</source>
        <translation>Invalid date</translation>
    </message>
    <message>
        <source>Conflicting fields</source>
        <translation>Conflicting fields</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>Not supported</translation>
    </message>
    <message>
        <source>Empty catalog</source>
        <translation>Empty catalog</translation>
    </message>
    <message>
        <source>Duplicate id</source>
        <translation>Duplicate id</translation>
    </message>
    <message>
        <source>No efficiency model</source>
        <translation>No efficiency model</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Unknown model</translation>
    </message>
    <message>
        <source>Unknown GPU</source>
        <translation>Unknown GPU</translation>
    </message>
    <message>
        <source>Unknown instance type</source>
        <translation>Unknown instance type</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory</source>
        <translation>Does not fit in GPU memory</translation>
    </message>
    <message>
        <source>GPU memory is tight</source>
        <translation>GPU memory is tight</translation>
    </message>
    <message>
        <source>Limited by memory bandwidth</source>
        <translation>Limited by memory bandwidth</translation>
    </message>
    <message>
        <source>Limited by communication</source>
        <translation>Limited by communication</translation>
    </message>
    <message>
        <source>No RDMA network</source>
        <translation>No RDMA network</translation>
    </message>
    <message>
        <source>GPU generation not calibrated</source>
        <translation>GPU generation not calibrated</translation>
    </message>
    <message>
        <source>Estimated GPU specification</source>
        <translation>Estimated GPU specification</translation>
    </message>
    <message>
        <source>Precision not supported by the GPU</source>
        <translation>Precision not supported by the GPU</translation>
    </message>
    <message>
        <source>Sequence longer than the model&apos;s context</source>
        <translation>Sequence longer than the model&apos;s context</translation>
    </message>
    <message>
        <source>Samples truncated</source>
        <translation>Samples truncated</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>Internal error</translation>
    </message>
    <message>
        <source>%1 (%2) at %3: %4</source>
        <translation>%1 (%2) at %3: %4</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Measurement not possible on this hardware</source>
        <translation>Measurement not possible on this hardware</translation>
    </message>
    <message>
        <source>ZeRO 2 read as the distributed optimizer</source>
        <translation>ZeRO 2 read as the distributed optimizer</translation>
    </message>
    <message>
        <source>Sequence parallelism switched off</source>
        <translation>Sequence parallelism switched off</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>File too large</translation>
    </message>
    <message>
        <source>Overrides file skipped</source>
        <translation>Overrides file skipped</translation>
    </message>
    <message>
        <source>Overrides file not applied</source>
        <translation>Overrides file not applied</translation>
    </message>
    <message>
        <source>Limited by kernel launches on the host</source>
        <translation>Limited by kernel launches on the host</translation>
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
        <translation>The catalog has no figure for this term of this provider.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Billing unit</source>
        <translation>Billing unit</translation>
    </message>
    <message>
        <source>Spot price</source>
        <translation>Spot price</translation>
    </message>
    <message>
        <source>%1 of on-demand</source>
        <translation>%1 of on-demand</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>not published</translation>
    </message>
    <message>
        <source>Spot interruptions</source>
        <translation>Spot interruptions</translation>
    </message>
    <message>
        <source>%1 per instance-hour</source>
        <translation>%1 per instance-hour</translation>
    </message>
    <message>
        <source>Restart after interruption</source>
        <translation>Restart after interruption</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Monthly subscription</source>
        <translation>Monthly subscription</translation>
    </message>
    <message>
        <source>on-demand × 730 h × %1</source>
        <translation>on-demand × 730 h × %1</translation>
    </message>
    <message>
        <source>Reserved, 1 year</source>
        <translation>Reserved, 1 year</translation>
    </message>
    <message>
        <source>Reserved, 3 years</source>
        <translation>Reserved, 3 years</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Regions</translation>
    </message>
    <message>
        <source>Storage offerings</source>
        <translation>Storage offerings</translation>
    </message>
    <message>
        <source>Source: billing unit</source>
        <translation>Source: billing unit</translation>
    </message>
    <message>
        <source>Source: spot</source>
        <translation>Source: spot</translation>
    </message>
    <message>
        <source>Source: subscription</source>
        <translation>Source: subscription</translation>
    </message>
    <message>
        <source>Source: reserved</source>
        <translation>Source: reserved</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Billed</translation>
    </message>
    <message>
        <source>Interruptions/h</source>
        <translation>Interruptions/h</translation>
    </message>
    <message>
        <source>Restart (min)</source>
        <translation>Restart (min)</translation>
    </message>
    <message>
        <source>Month fraction</source>
        <translation>Month fraction</translation>
    </message>
    <message>
        <source>Reserved 1y</source>
        <translation>Reserved 1y</translation>
    </message>
    <message>
        <source>Reserved 3y</source>
        <translation>Reserved 3y</translation>
    </message>
</context>
<context>
    <name>QuoteScriptDialog</name>
    <message>
        <source>Refresh Prices from My Account</source>
        <translation>Refresh Prices from My Account</translation>
    </message>
    <message>
        <source>TrainPlan writes a script that asks your cloud provider&apos;s own command-line client (aliyun or tccli, set up with your account) for the current price of every instance type of the catalog, and saves each answer in a folder. Run it yourself, then import that folder: the prices become your overrides with confidence &quot;quote&quot;. TrainPlan holds no credentials and opens no connection.</source>
        <translation>TrainPlan writes a script that asks your cloud provider&apos;s own command-line client (aliyun or tccli, set up with your account) for the current price of every instance type of the catalog, and saves each answer in a folder. Run it yourself, then import that folder: the prices become your overrides with confidence &quot;quote&quot;. TrainPlan holds no credentials and opens no connection.</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Provider:</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Region:</translation>
    </message>
    <message>
        <source>Quote script</source>
        <translation>Quote script</translation>
    </message>
    <message>
        <source>&amp;Save Script…</source>
        <translation>&amp;Save Script…</translation>
    </message>
    <message>
        <source>&amp;Import Answers Folder…</source>
        <translation>&amp;Import Answers Folder…</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>The script asks for %n instance type(s) in %1. Save it, run it with &quot;sh&quot; where the provider&apos;s client is set up, then import the folder it fills.</source>
        <translation>
            <numerusform>The script asks for %n instance type in %1. Save it, run it with &quot;sh&quot; where the provider&apos;s client is set up, then import the folder it fills.</numerusform>
            <numerusform>The script asks for %n instance types in %1. Save it, run it with &quot;sh&quot; where the provider&apos;s client is set up, then import the folder it fills.</numerusform>
        </translation>
    </message>
    <message>
        <source>No script: %1</source>
        <translation>No script: %1</translation>
    </message>
    <message>
        <source>Save Quote Script</source>
        <translation>Save Quote Script</translation>
    </message>
    <message>
        <source>Shell scripts (*.sh);;All files (*)</source>
        <translation>Shell scripts (*.sh);;All files (*)</translation>
    </message>
    <message>
        <source>Saved %1. Run it with: sh %2</source>
        <translation>Saved %1. Run it with: sh %2</translation>
    </message>
    <message>
        <source>Import Answers Folder</source>
        <translation>Import Answers Folder</translation>
    </message>
    <message>
        <source>there is no script for this provider and region</source>
        <translation>there is no script for this provider and region</translation>
    </message>
</context>
<context>
    <name>ReadFile</name>
    <message>
        <source>there is no such file</source>
        <translation>there is no such file</translation>
    </message>
    <message>
        <source>it is not a regular file but a folder, a device, a FIFO or a socket</source>
        <translation>it is not a regular file but a folder, a device, a FIFO or a socket</translation>
    </message>
    <message>
        <source>it is larger than %1</source>
        <translation>it is larger than %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Cannot read %1: %2</translation>
    </message>
</context>
<context>
    <name>ReopenNotice</name>
    <message>
        <source>Saved</source>
        <translation>Saved</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Today</translation>
    </message>
    <message>
        <source>&amp;Keep today&apos;s figures</source>
        <translation>&amp;Keep today&apos;s figures</translation>
    </message>
    <message>
        <source>Show the sa&amp;ved figures</source>
        <translation>Show the sa&amp;ved figures</translation>
    </message>
</context>
<context>
    <name>ResultsWorkspace</name>
    <message>
        <source>Plan sheet</source>
        <translation>Plan sheet</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>&amp;Feasible only</source>
        <translation>&amp;Feasible only</translation>
    </message>
    <message>
        <source>Hide the candidates that break a limit (memory, budget, deadline) or have no price.</source>
        <translation>Hide the candidates that break a limit (memory, budget, deadline) or have no price.</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>All providers</translation>
    </message>
    <message>
        <source>All GPUs</source>
        <translation>All GPUs</translation>
    </message>
    <message>
        <source>All billing modes</source>
        <translation>All billing modes</translation>
    </message>
    <message>
        <source>%1 of %2 candidates</source>
        <translation>%1 of %2 candidates</translation>
    </message>
    <message>
        <source>No plan yet: choose a scenario in the wizard.</source>
        <translation>No plan yet: choose a scenario in the wizard.</translation>
    </message>
    <message>
        <source>Planning…</source>
        <translation>Planning…</translation>
    </message>
    <message>
        <source>The job cannot be planned:</source>
        <translation>The job cannot be planned:</translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation>Recommended:</translation>
    </message>
    <message>
        <source>No candidate meets every limit of the job.</source>
        <translation>No candidate meets every limit of the job.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Objective: %1 · %2 instance types searched · planned in %3 ms</source>
        <translation>Objective: %1 · %2 instance types searched · planned in %3 ms</translation>
    </message>
    <message>
        <source>(updating…)</source>
        <translation>(updating…)</translation>
    </message>
    <message>
        <source>Select a candidate to see its memory.</source>
        <translation>Select a candidate to see its memory.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 of %3 per GPU (%4, micro-batch %5, ZeRO stage %6, activation checkpointing %7)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 of %3 per GPU (%4, micro-batch %5, ZeRO stage %6, activation checkpointing %7)</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Candidates</translation>
    </message>
    <message>
        <source>The instance types that could run the job, best first. Tick up to four in the first column to compare them; select one to see its plan sheet and memory.</source>
        <translation>The instance types that could run the job, best first. Tick up to four in the first column to compare them; select one to see its plan sheet and memory.</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Show only the candidates of this cloud provider.</source>
        <translation>Show only the candidates of this cloud provider.</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Show only the candidates with this GPU model.</source>
        <translation>Show only the candidates with this GPU model.</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>Billing mode</translation>
    </message>
    <message>
        <source>Sho&amp;w:</source>
        <translation>Sho&amp;w:</translation>
    </message>
    <message>
        <source>Show only the candidates billed this way (on demand, spot, subscription, reserved).</source>
        <translation>Show only the candidates billed this way (on demand, spot, subscription, reserved).</translation>
    </message>
    <message>
        <source>Apply “%1”</source>
        <translation>Apply “%1”</translation>
    </message>
    <message>
        <source>Calibrate from a &amp;run…</source>
        <translation>Calibrate from a &amp;run…</translation>
    </message>
    <message>
        <source>Correct the plan with what a short run of this job measured: drop its training log or type its figures.</source>
        <translation>Correct the plan with what a short run of this job measured: drop its training log or type its figures.</translation>
    </message>
    <message>
        <source>Remove calibration</source>
        <translation>Remove calibration</translation>
    </message>
    <message>
        <source>The plan cannot use your measured run.</source>
        <translation>The plan cannot use your measured run.</translation>
    </message>
    <message>
        <source>%1 (kept measurements: Catalog ▸ My measurements)</source>
        <translation>%1 (kept measurements: Catalog ▸ My measurements)</translation>
    </message>
    <message>
        <source>Watc&amp;h a run…</source>
        <translation>Watc&amp;h a run…</translation>
    </message>
    <message>
        <source>Follow a training log as it grows against this plan: progress, time to go, cost so far and projected, and a notice when it heads beyond the budget or deadline.</source>
        <translation>Follow a training log as it grows against this plan: progress, time to go, cost so far and projected, and a notice when it heads beyond the budget or deadline.</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
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
        <translation>%1 h</translation>
    </message>
    <message>
        <source>Custom job</source>
        <translation>Custom job</translation>
    </message>
    <message>
        <source>Start from an empty plan: choose the model, the data and the budget on the next pages.</source>
        <translation>Start from an empty plan: choose the model, the data and the budget on the next pages.</translation>
    </message>
    <message>
        <source>Any model · any GPU · no budget limit</source>
        <translation>Any model · any GPU · no budget limit</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Start from a typical job; every figure can be changed on the next pages.</source>
        <translation>Start from a typical job; every figure can be changed on the next pages.</translation>
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
        <translation>%1/GB/month</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no minimum size</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Shared by nodes</source>
        <translation>Shared by nodes</translation>
    </message>
    <message>
        <source>Read per node</source>
        <translation>Read per node</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>Write per node</source>
        <translation>Write per node</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>Minimum size</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>Shared</translation>
    </message>
    <message>
        <source>Read (MB/s)</source>
        <translation>Read (MB/s)</translation>
    </message>
    <message>
        <source>Write (MB/s)</source>
        <translation>Write (MB/s)</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Min. size (GiB)</source>
        <translation>Min. size (GiB)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confidence</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenance</translation>
    </message>
</context>
<context>
    <name>WatchRunDialog</name>
    <message>
        <source>Watch a Run</source>
        <translation>Watch a Run</translation>
    </message>
    <message>
        <source>Other &amp;Plan File…</source>
        <translation>Other &amp;Plan File…</translation>
    </message>
    <message>
        <source>A .trainplan file saved with its results, or the output of trainplan-cli plan --json.</source>
        <translation>A .trainplan file saved with its results, or the output of trainplan-cli plan --json.</translation>
    </message>
    <message>
        <source>Plan:</source>
        <translation>Plan:</translation>
    </message>
    <message>
        <source>&amp;Compared with:</source>
        <translation>&amp;Compared with:</translation>
    </message>
    <message>
        <source>trainer_state.json, a Trainer, DeepSpeed, Megatron-LM, NeMo or torchtitan log, Ultralytics results.csv</source>
        <translation>trainer_state.json, a Trainer, DeepSpeed, Megatron-LM, NeMo or torchtitan log, Ultralytics results.csv</translation>
    </message>
    <message>
        <source>Choose &amp;Log…</source>
        <translation>Choose &amp;Log…</translation>
    </message>
    <message>
        <source>Training log:</source>
        <translation>Training log:</translation>
    </message>
    <message>
        <source>Plan&apos;s range</source>
        <translation>Plan&apos;s range</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>This run</translation>
    </message>
    <message>
        <source>Hours since the run started</source>
        <translation>Hours since the run started</translation>
    </message>
    <message>
        <source>Done (%)</source>
        <translation>Done (%)</translation>
    </message>
    <message>
        <source>Progress:</source>
        <translation>Progress:</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Speed:</translation>
    </message>
    <message>
        <source>Elapsed:</source>
        <translation>Elapsed:</translation>
    </message>
    <message>
        <source>Time to go:</source>
        <translation>Time to go:</translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation>Cost:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Verdict:</translation>
    </message>
    <message>
        <source>&amp;Keep This Measurement</source>
        <translation>&amp;Keep This Measurement</translation>
    </message>
    <message>
        <source>Keep the run&apos;s measured speed to calibrate later plans of this model family (Catalog ▸ My measurements).</source>
        <translation>Keep the run&apos;s measured speed to calibrate later plans of this model family (Catalog ▸ My measurements).</translation>
    </message>
    <message>
        <source>The open plan has no results yet: plan the job first, or choose a plan file.</source>
        <translation>The open plan has no results yet: plan the job first, or choose a plan file.</translation>
    </message>
    <message>
        <source>The open plan cannot be watched against: %1</source>
        <translation>The open plan cannot be watched against: %1</translation>
    </message>
    <message>
        <source>the open plan</source>
        <translation>the open plan</translation>
    </message>
    <message>
        <source>%1 cannot be watched against (%2: %3).</source>
        <translation>%1 cannot be watched against (%2: %3).</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>%1 is not a file: choose the log file itself.</source>
        <translation>%1 is not a file: choose the log file itself.</translation>
    </message>
    <message>
        <source>%1 cannot be opened (%2).</source>
        <translation>%1 cannot be opened (%2).</translation>
    </message>
    <message>
        <source>The log cannot be read (%1).</source>
        <translation>The log cannot be read (%1).</translation>
    </message>
    <message>
        <source>Choose the training log to watch.</source>
        <translation>Choose the training log to watch.</translation>
    </message>
    <message>
        <source>What would bring it back within the budget and the deadline:</source>
        <translation>What would bring it back within the budget and the deadline:</translation>
    </message>
    <message>
        <source>No candidate of the plan finishes the rest in time and within the budget at this pace: raise the budget or the deadline, or shorten the run.</source>
        <translation>No candidate of the plan finishes the rest in time and within the budget at this pace: raise the budget or the deadline, or shorten the run.</translation>
    </message>
    <message>
        <source>The measurement could not be kept: %1</source>
        <translation>The measurement could not be kept: %1</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Kept</translation>
    </message>
    <message>
        <source>Plan to Watch Against</source>
        <translation>Plan to Watch Against</translation>
    </message>
    <message>
        <source>Plans (*.trainplan *.json);;All files (*)</source>
        <translation>Plans (*.trainplan *.json);;All files (*)</translation>
    </message>
    <message>
        <source>Training Log to Watch</source>
        <translation>Training Log to Watch</translation>
    </message>
    <message>
        <source>Training logs (*.log *.txt *.json *.csv *.out);;All files (*)</source>
        <translation>Training logs (*.log *.txt *.json *.csv *.out);;All files (*)</translation>
    </message>
    <message>
        <source>&amp;Save to Plan</source>
        <translation>&amp;Save to Plan</translation>
    </message>
    <message>
        <source>Keep where the run stands with the open plan: its plan sheet and PDF show it beside what was planned (Edit ▸ Undo takes it back).</source>
        <translation>Keep where the run stands with the open plan: its plan sheet and PDF show it beside what was planned (Edit ▸ Undo takes it back).</translation>
    </message>
</context>
<context>
    <name>WatchText</name>
    <message>
        <source>%1 × %2 (%3 × %4), %5</source>
        <translation>%1 × %2 (%3 × %4), %5</translation>
    </message>
    <message>
        <source>%1 (step %2 of %3)</source>
        <translation>%1 (step %2 of %3)</translation>
    </message>
    <message>
        <source>%1 (epoch %2 of %3)</source>
        <translation>%1 (epoch %2 of %3)</translation>
    </message>
    <message>
        <source>%1 samples/s now; the plan averages %2 (training alone %3)</source>
        <translation>%1 samples/s now; the plan averages %2 (training alone %3)</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>ended</translation>
    </message>
    <message>
        <source>%1 (%2 to %3, the plan&apos;s figure: no speed measured yet)</source>
        <translation>%1 (%2 to %3, the plan&apos;s figure: no speed measured yet)</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 to %3)</translation>
    </message>
    <message>
        <source>not priced</source>
        <translation>not priced</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>%1 so far</translation>
    </message>
    <message>
        <source>%1; %2 projected</source>
        <translation>%1; %2 projected</translation>
    </message>
    <message>
        <source>%1 (plan %2)</source>
        <translation>%1 (plan %2)</translation>
    </message>
    <message>
        <source>Waiting for the log&apos;s first progress line.</source>
        <translation>Waiting for the log&apos;s first progress line.</translation>
    </message>
    <message>
        <source>The run ended after %1 for %2, within the budget and the deadline.</source>
        <translation>The run ended after %1 for %2, within the budget and the deadline.</translation>
    </message>
    <message>
        <source>The run ended after %1 for %2, beyond the budget or the deadline (%3, %4).</source>
        <translation>The run ended after %1 for %2, beyond the budget or the deadline (%3, %4).</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>no budget</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>no deadline</translation>
    </message>
    <message>
        <source>ends after %1, past the %2 deadline</source>
        <translation>ends after %1, past the %2 deadline</translation>
    </message>
    <message>
        <source>costs %1, over the %2 budget</source>
        <translation>costs %1, over the %2 budget</translation>
    </message>
    <message>
        <source>At this pace the run %1.</source>
        <translation>At this pace the run %1.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>Behind the plan: %1 in all, the plan&apos;s slow end is %2; still within the budget and the deadline.</source>
        <translation>Behind the plan: %1 in all, the plan&apos;s slow end is %2; still within the budget and the deadline.</translation>
    </message>
    <message>
        <source>Ahead of the plan: %1 in all, the plan&apos;s fast end is %2.</source>
        <translation>Ahead of the plan: %1 in all, the plan&apos;s fast end is %2.</translation>
    </message>
    <message>
        <source>On track: %1 in all; the plan says %2 (%3 to %4).</source>
        <translation>On track: %1 in all; the plan says %2 (%3 to %4).</translation>
    </message>
    <message>
        <source>The log&apos;s progress lines carry no time: times are when the lines arrived.</source>
        <translation>The log&apos;s progress lines carry no time: times are when the lines arrived.</translation>
    </message>
    <message>
        <source>Times are the tool&apos;s own step times: pauses between steps (evaluation, saves) are not in them.</source>
        <translation>Times are the tool&apos;s own step times: pauses between steps (evaluation, saves) are not in them.</translation>
    </message>
    <message>
        <source>This run trains on %1 samples, the plan on %2: times and costs follow the run.</source>
        <translation>This run trains on %1 samples, the plan on %2: times and costs follow the run.</translation>
    </message>
    <message>
        <source>The run&apos;s global batch is %1, the plan&apos;s %2.</source>
        <translation>The run&apos;s global batch is %1, the plan&apos;s %2.</translation>
    </message>
    <message>
        <source>The run has %1 GPUs, the chosen candidate %2: it is compared with candidate %3 of the plan.</source>
        <translation>The run has %1 GPUs, the chosen candidate %2: it is compared with candidate %3 of the plan.</translation>
    </message>
    <message>
        <source>The run has %1 GPUs, the plan&apos;s candidate %2, and no candidate of the plan has as many: its speed and price are scaled by the GPU count, a rough comparison.</source>
        <translation>The run has %1 GPUs, the plan&apos;s candidate %2, and no candidate of the plan has as many: its speed and price are scaled by the GPU count, a rough comparison.</translation>
    </message>
    <message numerus="yes">
        <source>The run started again %n time(s)</source>
        <translation>
            <numerusform>The run started again %n time</numerusform>
            <numerusform>The run started again %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of them from the beginning</source>
        <translation>
            <numerusform>, %n of them from the beginning</numerusform>
            <numerusform>, %n of them from the beginning</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 samples trained again</source>
        <translation>; %1 samples trained again</translation>
    </message>
    <message>
        <source>; the plan expected %1 spot reclaims in the whole run</source>
        <translation>; the plan expected %1 spot reclaims in the whole run</translation>
    </message>
    <message numerus="yes">
        <source>%n evaluation pass(es)</source>
        <translation>
            <numerusform>%n evaluation pass</numerusform>
            <numerusform>%n evaluation passes</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 in all</source>
        <translation>, %1 in all</translation>
    </message>
    <message>
        <source>%1 (in the pace measured, as in the plan).</source>
        <translation>%1 (in the pace measured, as in the plan).</translation>
    </message>
    <message>
        <source>The log was truncated or replaced; its new lines were read from their start.</source>
        <translation>The log was truncated or replaced; its new lines were read from their start.</translation>
    </message>
    <message>
        <source>No progress for %1.</source>
        <translation>No progress for %1.</translation>
    </message>
    <message>
        <source>%1 in all, %2</source>
        <translation>%1 in all, %2</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>%1 in all</translation>
    </message>
    <message>
        <source>Stop after %1 epochs: %2.</source>
        <translation>Stop after %1 epochs: %2.</translation>
    </message>
    <message>
        <source>Resume the rest from a checkpoint on candidate %1 of the plan: %2.</source>
        <translation>Resume the rest from a checkpoint on candidate %1 of the plan: %2.</translation>
    </message>
    <message>
        <source>Waiting for progress</source>
        <translation>Waiting for progress</translation>
    </message>
    <message>
        <source>On track</source>
        <translation>On track</translation>
    </message>
    <message>
        <source>Ahead of the plan</source>
        <translation>Ahead of the plan</translation>
    </message>
    <message>
        <source>Behind the plan, within the limits</source>
        <translation>Behind the plan, within the limits</translation>
    </message>
    <message>
        <source>Projected past the deadline</source>
        <translation>Projected past the deadline</translation>
    </message>
    <message>
        <source>Projected over the budget</source>
        <translation>Projected over the budget</translation>
    </message>
    <message>
        <source>Projected over the budget and past the deadline</source>
        <translation>Projected over the budget and past the deadline</translation>
    </message>
    <message>
        <source>Ended within the budget and the deadline</source>
        <translation>Ended within the budget and the deadline</translation>
    </message>
    <message>
        <source>Ended beyond the budget or the deadline</source>
        <translation>Ended beyond the budget or the deadline</translation>
    </message>
</context>
</TS>
