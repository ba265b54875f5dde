"""Reusable narrative sentences with PHI pieces (social, family, travel,
work, school), shared by several genres."""
import clin
import pools_places as PL


def social(x, k):
    p = k.pt
    s, o, pos = p.pr()
    if k.child:
        par = k.parent
        opts = [
            [s.capitalize(), " lives with ", pos, " ", par.role, " ", par.n(x.ch(["full", "first"])), " in ", ("CITY", x.town()),
             " and attends ", ("ORGANIZATION", x.org("school")), ", where the kitchen now provides a gluten-free menu."],
            [pos.capitalize(), " ", par.role, ", ", par.n(x.ch(["full", "first"])), ", works as ", x.prof_a(),
             " and does most of the cooking; ", s, " has a younger sibling, ", x.family(p, x.ch(["brother", "sister"])).n("first"), ", who is well."],
            ["Attends ", ("ORGANIZATION", x.org("school")), "; ", pos, " teacher ", x.person("FAMILY").n("title"),
             " has been given the allergy/intolerance care plan."],
        ]
        return x.ch(opts)
    fam = x.family(p, x.ch(["wife", "husband", "partner"]), same_last=x.pr(0.6))
    work = [
        [s.capitalize(), " works as ", x.prof_a(), " at ", ("ORGANIZATION", x.org("employer")),
         " and lives with ", pos, " ", fam.role, " ", fam.n(x.ch(["first", "full"])), " in ", ("CITY", x.town()), "."],
        [s.capitalize(), " is ", x.prof_a(), " and lives alone in ", ("CITY", x.town()),
         x.ch([". Non-smoker, alcohol 4-6 units/week.", ". Ex-smoker. Drinks cider only (no beer/lager)."])],
        ["Lives with ", fam.role, " ", fam.n(x.ch(["full", "first"])), " (", x.prof_a(),
         "). ", s.capitalize(), " is currently off work from ", pos, " job as ", x.prof_a(), "."],
    ]
    retired = [
        ["Retired ", ("PROFESSION", x.profession()), "; lives with ", pos, " ", fam.role, " ", fam.n("first"),
         " who has been very supportive with the diet."],
        [s.capitalize(), " used to work as ", x.prof_a(), " at ", ("ORGANIZATION", x.org("employer")),
         " and now lives in sheltered housing in ", ("CITY", x.town()), "; meals partly provided by a carer."],
    ]
    young = [
        [s.capitalize(), " is studying at ", ("ORGANIZATION", x.org("uni")), " and works part-time as ",
         x.prof_a(), ". Shared kitchen in halls - separate toaster advised."],
    ]
    if p.age >= 67:
        return x.ch(retired)
    if p.age < 25:
        return x.ch(young + work[:1])
    return x.ch(work)


def family_history(x, k):
    p = k.pt
    rel = x.ch(["mother", "father", "sister", "brother", "aunt", "grandmother", "son", "daughter"])
    if k.child and rel in ("son", "daughter"):
        rel = "sister"
    f = x.family(p, rel, same_last=rel not in ("aunt", "grandmother"))
    opts = [
        ["Family history: ", rel, " (", f.n("first"), ") has coeliac disease diagnosed in ", ("DATE", x.d(x.before(k.today, 400, 9000), "y")), "."],
        ["FHx: ", rel, " ", f.n("full"), " - type 1 diabetes; no known coeliac disease in the family."],
        ["Her " if p.sex == "F" else "His ", rel, ", ", f.n(x.ch(["full", "first"])), ", also has ", x.ch(["coeliac disease", "dermatitis herpetiformis", "Hashimoto's thyroiditis"]),
         " and is under ", x.staff("cons").n("title"), " at ", ("HOSPITAL", x.site("hosp")["name"]), "."],
        ["No family history of coeliac disease, IBD or bowel cancer."],
    ]
    return x.ch(opts)


def travel(x, k):
    d = x.after(k.today, 20, 200)
    opts = [
        ["Travelling to ", x.foreign(), " in ", ("DATE", x.d(d, "monthname")), " - gluten-free translation card provided."],
        ["Originally from ", x.foreign(), "; moved to ", ("COUNTRY", x.ch(PL.COUNTRY_FORMS[x.c])), " in ",
         ("DATE", x.d(x.before(k.today, 400, 8000), "y")), ". Traditional diet included ", x.ch(["chapati and roti", "couscous", "bulgur", "semolina", "barley soups", "dumplings"]), "."],
        ["Planning a trip to ", x.foreign(), " over ", ("DATE", x.ch(["Christmas", "Easter", "Diwali", "Eid", "Hanukkah", "Lunar New Year", "Thanksgiving" if x.us else "New Year"])) if x.pr(0.7) else "the school holidays",
         "; advised to contact the airline re gluten-free meals."],
    ]
    return x.ch(opts)


def symptoms(x, n_=None):
    s = list(clin.SYMPTOMS)
    x.r.shuffle(s)
    return s[:n_ or x.ri(2, 4)]


def comorb(x, n_=None):
    s = list(clin.COMORB)
    x.r.shuffle(s)
    return s[:n_ or x.ri(1, 3)]


def meds(x, n_=None, sex=None):
    s = [m for m in clin.MEDS if not (sex == "M" and "contraceptive" in m)]
    x.r.shuffle(s)
    return s[:n_ or x.ri(1, 4)]
