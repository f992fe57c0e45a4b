#include "widgets/common/category_colors.h"

#include <QCoreApplication>

namespace memledger::widgets {

QColor categoryColor(model::Category category)
{
    // Okabe–Ito: blue, vermillion-free orange, bluish green, sky blue, yellow, grey, reddish purple.
    static const QColor kColors[model::kCategoryCount] = {
        QColor(0x00, 0x72, 0xB2),  // weights: blue
        QColor(0xE6, 0x9F, 0x00),  // gradients: orange
        QColor(0x00, 0x9E, 0x73),  // optimizer states: bluish green
        QColor(0x56, 0xB4, 0xE9),  // activations: sky blue
        QColor(0xCC, 0x79, 0xA7),  // temporaries: reddish purple
        QColor(0x7F, 0x7F, 0x7F),  // CUDA context: grey
        QColor(0xF0, 0xE4, 0x42),  // fragmentation: yellow
    };
    return kColors[static_cast<int>(category)];
}

QColor greyed(const QColor& color)
{
    const int g = qGray(color.rgb());
    const int v = 150 + g * 80 / 255;
    return QColor(v, v, v);
}

QColor overflowColor()
{
    return QColor(0xD5, 0x5E, 0x00);  // Okabe–Ito vermillion
}

QString categoryName(model::Category category)
{
    static const char* const kNames[model::kCategoryCount] = {
        QT_TRANSLATE_NOOP("Category", "Weights"),      QT_TRANSLATE_NOOP("Category", "Gradients"),
        QT_TRANSLATE_NOOP("Category", "Optimizer states"), QT_TRANSLATE_NOOP("Category", "Activations"),
        QT_TRANSLATE_NOOP("Category", "Temporaries"),  QT_TRANSLATE_NOOP("Category", "CUDA context"),
        QT_TRANSLATE_NOOP("Category", "Fragmentation"),
    };
    return QCoreApplication::translate("Category", kNames[static_cast<int>(category)]);
}

}  // namespace memledger::widgets
