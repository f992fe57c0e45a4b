#include "widgets/ledger/activation_table.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "model/activations/activations.h"
#include "widgets/common/control_help.h"
#include "widgets/common/slide_editors.h"
#include "widgets/common/live_label.h"
#include "widgets/common/theme.h"

namespace memledger::widgets {

namespace {

QString shapeText(const model::SavedTensor& t)
{
    QStringList dims;
    for (int i = 0; i < t.dims; ++i)
        dims << QString::number(t.shape[static_cast<std::size_t>(i)]);
    return dims.join(QStringLiteral(" × "));
}

}  // namespace

ActivationTable::ActivationTable(QWidget* parent)
    : QWidget(parent), m_layerKind(new QComboBox), m_summary(new LiveLabel), m_table(new QTableWidget)
{
    m_layerKind->addItem(tr("Dense layer"));
    m_layerKind->addItem(tr("MoE layer"));
    describeControl(m_layerKind, tr("Layer kind"),
                    tr("Which layer's saved tensors to list: a dense layer, or a mixture-of-experts layer of the "
                       "same model."));
    m_summary->label()->setWordWrap(true);
    m_summary->label()->setTextFormat(Qt::RichText);
    m_table->setColumnCount(7);
    m_table->setHorizontalHeaderLabels({tr("Saved by"), tr("Tensor"), tr("Size"), tr("Share"),
                                        tr("Selective recompute"), tr("Shape (this rank)"), tr("Type")});
    m_table->verticalHeader()->hide();
    describeControl(m_table, tr("Saved activations"),
                    tr("Every tensor one layer keeps for its backward pass: who saves it, its size and whether "
                       "selective recomputation drops it."));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    markAsSlideEditor(m_layerKind);
    auto* top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_layerKind);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    connect(m_layerKind, &QComboBox::currentIndexChanged, this, &ActivationTable::rebuild);
}

void ActivationTable::setEstimate(EstimatePtr shown, bool stale)
{
    m_estimate = std::move(shown);
    m_table->setEnabled(!stale);
    rebuild();
}

void ActivationTable::setUnit(ByteUnit unit)
{
    m_unit = unit;
    rebuild();
}

void ActivationTable::rebuild()
{
    if (!m_estimate || !m_estimate->valid())
        return;
    // A model whose every layer has experts (Mixtral, gpt-oss) has no dense layer to list.
    const bool moe = !m_estimate->moeInventory.tensors.empty();
    const bool dense = !moe || m_estimate->params.denseLayers > 0;
    m_layerKind->setVisible(moe && dense);
    const bool showMoe = moe && (!dense || m_layerKind->currentIndex() == 1);
    const auto& inv = showMoe ? m_estimate->moeInventory : m_estimate->denseInventory;
    if (inv.opKept > 0)
        m_summary->setText(tr("What <b>one layer</b> saves for backward, per micro-batch on one rank: <b>%1</b>. "
                              "Selective recomputation drops <b>%2</b> (marked: the recomputed modules, the attention core by "
                              "default); per-op recomputation (torchtitan) keeps the layer input and its save list's outputs "
                              "(<b>%4</b>); full recomputation keeps only the layer input (<b>%3</b>).")
                               .arg(formatBytes(inv.total, m_unit), formatBytes(inv.selectiveDrops, m_unit),
                                    formatBytes(inv.checkpoint, m_unit), formatBytes(inv.opKept, m_unit)));
    else   // latent attention: torchtitan's per-op policy is not modelled for it
        m_summary->setText(tr("What <b>one layer</b> saves for backward, per micro-batch on one rank: <b>%1</b>. "
                              "Selective recomputation drops <b>%2</b> (marked: the recomputed modules, the attention core by "
                              "default); full recomputation keeps only the layer input (<b>%3</b>).")
                               .arg(formatBytes(inv.total, m_unit), formatBytes(inv.selectiveDrops, m_unit),
                                    formatBytes(inv.checkpoint, m_unit)));
    QList<QStringList> rows;
    for (const auto& t : inv.tensors)
        rows.append({QCoreApplication::translate("Tensor", t.op), QCoreApplication::translate("Tensor", t.tensor),
                     formatBytes(t.bytes, m_unit),
                     formatPercent(inv.total > 0 ? t.bytes / inv.total : 0),
                     t.droppedBySelective ? tr("✂ dropped, recomputed") : QString(), shapeText(t), QString::fromUtf8(t.dtype)});
    // An edit that leaves the layer's tensors alone (capacity, optimizer) costs no relayout:
    // sizing the columns to their contents is what makes a rebuild slow.
    if (rows == m_rows)
        return;
    m_rows = rows;
    m_table->setRowCount(static_cast<int>(rows.size()));
    const Theme theme(palette());
    const QColor droppedTint = theme.tint(theme.category(model::Category::Temporaries));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const bool dropped = inv.tensors[static_cast<std::size_t>(r)].droppedBySelective;
        for (int c = 0; c < rows[r].size(); ++c) {
            QTableWidgetItem* item = m_table->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                if (c == BytesColumn || c == ShareColumn)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(r, c, item);
            }
            item->setText(rows[r][c]);
            item->setBackground(dropped ? QBrush(droppedTint) : QBrush());
        }
    }
    // Bring the first tensor that selective recomputation drops into view.
    for (int r = 0; r < static_cast<int>(inv.tensors.size()); ++r)
        if (inv.tensors[static_cast<std::size_t>(r)].droppedBySelective) {
            m_table->scrollToItem(m_table->item(r, OpColumn), QAbstractItemView::PositionAtCenter);
            break;
        }
}

}  // namespace memledger::widgets
