#include "widgets/session/form/gpu_combo.h"

#include <QComboBox>
#include <QStandardItemModel>

#include "model/io/presets.h"
#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

void addGpuPresets(QComboBox* combo, const model::PresetLibrary& presets)
{
    auto* items = qobject_cast<QStandardItemModel*>(combo->model());
    QString group;
    for (const model::GpuPreset* gpu : presets.gpusByGeneration()) {
        // Vendor ids are their names in lower case ("nvidia", "amd"); generations are proper names.
    // Headers are bold and the cards under them plain: a narrow box spends no width on indents.
        const QString vendor = QString::fromStdString(gpu->vendor).toUpper();
        const QString header = gpu->generation.empty()
            ? vendor
            : QStringLiteral("%1 · %2").arg(vendor, QString::fromStdString(gpu->generation));
        if (header != group) {
            group = header;
            combo->addItem(header);
            if (items) {
                QStandardItem* item = items->item(combo->count() - 1);
                item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
        }
        combo->addItem(QString::fromStdString(gpu->name), QString::fromStdString(gpu->id));
        // Where its capacity comes from (measured, observed, nvidia-smi's or nominal) is in its source.
        combo->setItemData(combo->count() - 1,
                           QStringLiteral("%1 (%2)\n%3").arg(formatBytes(gpu->memoryBytes, ByteUnit::GiB),
                                                             formatExactBytes(gpu->memoryBytes),
                                                             QString::fromStdString(gpu->source)),
                           Qt::ToolTipRole);
    }
    // A combo that starts on a header shows the first card under it instead.
    const int current = combo->currentIndex();
    if (items && current >= 0 && current + 1 < combo->count() && !(items->item(current)->flags() & Qt::ItemIsEnabled))
        combo->setCurrentIndex(current + 1);
}

}  // namespace memledger::widgets
