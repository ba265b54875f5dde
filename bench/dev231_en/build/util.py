"""Small helpers shared by the genre modules."""
import datetime as dt
from phi import nm, words, WDAYS

HOLS_UK = ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Bonfire Night", "Hogmanay",
           "the August bank holiday", "Christmas Eve", "Easter Sunday"]
HOLS_CA = ["Christmas", "Thanksgiving", "Canada Day", "Easter", "Boxing Day", "Victoria Day",
           "Remembrance Day", "New Year's Eve", "Labour Day", "Saint-Jean-Baptiste"]

CARS = ["Nissan Micra", "Ford Fiesta", "Vauxhall Corsa", "Honda Jazz", "Toyota Yaris", "Skoda Octavia",
        "VW Golf", "Kia Picanto", "Hyundai i10", "Toyota Corolla", "Honda Civic", "Ford Escape",
        "Buick Encore", "Chevrolet Malibu", "Subaru Forester", "Dodge Grand Caravan", "Toyota RAV4"]
COLOURS = ["silver", "blue", "red", "white", "black", "grey", "green", "maroon", "champagne"]


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def days(d, k):
    return d + dt.timedelta(days=k)


def tm(R):
    return R.choice(["%02d:%02d" % (R.randint(8, 17), R.choice([0, 10, 15, 20, 30, 40, 45, 50])),
                     "%02d%02d" % (R.randint(8, 17), R.choice([0, 15, 30, 45])),
                     "%d.%02d" % (R.randint(9, 16), R.choice([0, 15, 30, 45])),
                     "%02d:%02d hrs" % (R.randint(8, 18), R.choice([0, 5, 20, 35, 55]))])


def rel(c, p, form=None, cap=False, poss=True):
    """'her daughter Karen' style segments; relation word outside the span."""
    R = c.R
    r = p.rel
    pre = (c.his + " " if poss else "") + r + " "
    if cap:
        pre = pre[0].upper() + pre[1:]
    return [pre, c.F(p, form)]


def fam_paren(c, p, form=None):
    """'Karen Lowe (daughter)'"""
    return [c.F(p, form or "fl"), " (%s)" % p.rel]


def onset(c, prep=True):
    """When problems began: holiday + year, season + year, month + year, etc."""
    R = c.R
    y = c.onset_year
    k = R.randrange(6)
    if k == 0:
        return ["at " if prep else "", (R.choice(HOLS_UK if c.uk else HOLS_CA) + " %d" % y, "DATE")]
    if k == 1:
        return ["in " if prep else "", R.choice(["the spring of ", "the summer of ", "autumn ", "early ", "late "]), ("%d" % y, "DATE")]
    if k == 2:
        return ["in " if prep else "", (R.choice(["January", "March", "May", "June", "September", "October", "November"]) + " %d" % y, "DATE")]
    if k == 3:
        return ["around ", (R.choice(HOLS_UK if c.uk else HOLS_CA), "DATE"), " ", ("%d" % y, "DATE")] if R.random() < 0.3 \
            else ["around ", ("%d" % y, "DATE")]
    if k == 4:
        return ["after a hospital admission with ", R.choice(["pneumonia", "a UTI", "a fractured wrist", "COVID-19"]),
                " in ", (R.choice(["February", "April", "July", "December"]) + " %d" % y, "DATE")]
    k = c.today.year - y
    return ["since ", ("%d" % y, "DATE"), " (", R.choice(["about", "roughly", "approx."]), " %d year%s ago)" % (k, "" if k == 1 else "s")]


def hol(c):
    return (c.R.choice(HOLS_UK if c.uk else HOLS_CA), "DATE")


def weekday(c, plural=False):
    w = c.R.choice(WDAYS[:6])
    return (w + ("s" if plural else ""), "DATE")


def living(c):
    R = c.R
    sp = c.spouse
    if sp.alive:
        return ["lives with ", c.his, " ", sp.rel, " ", c.F(sp), " (", ("%d" % sp.age, "AGE"), ") in ",
                R.choice(["a bungalow", "a terraced house", "a semi-detached house", "a second-floor flat",
                          "a condo", "a two-storey house"]), " in ", (c.city, "CITY")]
    return ["lives alone in ", (c.city, "CITY"), " since ", c.his, " ", sp.rel, " ", c.F(sp), " died in ",
            ("%d" % (c.today.year - R.randint(1, 12)), "DATE")]


def car(c):
    import pools as P
    R = c.R
    return "%s %s" % (R.choice(COLOURS), R.choice(P.CARS_UK if c.uk else P.CARS_CA))


def age_word_or_digit(R, a):
    return (words(a) if R.random() < 0.2 else "%d" % a, "AGE")


def kid_summary(c, k):
    """One sentence about a child: name, age, job, where they live."""
    R = c.R
    out = [k.rel.capitalize() + " ", c.F(k, R.choice(["f", "fl"]))]
    if R.random() < 0.5:
        out += [" (", ("%d" % k.age, "AGE"), ")"]
    if R.random() < 0.6:
        out += [R.choice([" is %s " % art(k.prof), " works as %s " % art(k.prof), ", %s " % art(k.prof)]), (k.prof, "PROFESSION")]
    if k.abroad:
        out += [", lives in ", (k.abroad, "COUNTRY")]
    elif R.random() < 0.6:
        out += [R.choice([", lives in ", ", based in ", ", lives nearby in "]), (c.city if R.random() < 0.5 else c.other_city(), "CITY")]
    return out + ["."]


def fam_history(c):
    R = c.R
    k = R.randrange(5)
    if k == 0:
        return ["Mother had 'hardening of the arteries' and was in a home, died aged ", ("%d" % R.randint(70, 94), "AGE"), "."]
    if k == 1:
        return ["Father died aged ", ("%d" % R.randint(55, 90), "AGE"), " (MI). Older sister ",
                c.F(c.others[0] if c.others[0].sex == "F" else c.relative("F", "sister", True, True), "f"),
                " diagnosed with Alzheimer's in her ", R.choice(["", "", "late ", "early "]), (R.choice(["70s", "80s", "60s"]), "AGE"), "."]
    if k == 2:
        return ["No known family history of dementia. Brother had Parkinson's disease."]
    if k == 3:
        return ["Mother developed memory problems at ", ("%d" % R.randint(58, 80), "AGE"),
                "; maternal uncle 'went senile'. No known genetic testing."]
    return ["FHx: nil of note."]


def bullet(R):
    return R.choice(["- ", "* ", "\u2022 ", "  - ", ""])


def numbered(n, items, R, start=1):
    style = R.randrange(3)
    bl = bullet(R)
    for i, it in enumerate(items):
        n.t(["%d. " % (i + start), "%d) " % (i + start), bl][style])
        n.add(it)
        n.t("\n")


def street_name(c):
    """Street name without house number: 'Rowan Close', 'rue des Pins-Gris'."""
    import pools as P
    R = c.R
    if c.uk:
        return "%s %s" % (R.choice(P.UK_STREET_NAMES), R.choice(P.UK_STREET_TYPES))
    if c.prov_abbr == "QC" and R.random() < 0.5:
        return R.choice(P.QC_STREETS)
    return "%s %s" % (R.choice(P.CA_STREET_NAMES), R.choice(P.CA_STREET_TYPES))
