"""History sections shared by several genres (psych, social, substance, forensic)."""
import datetime

import clinical as K
import country as C
import pools_places as PP
from note import P, pick, chance


def H(n, c, label):
    st = c.hstyle
    if st == 0:
        n.add("\n" + label.upper() + "\n")
    elif st == 1:
        n.add("\n" + label + ":\n")
    elif st == 2:
        n.add("\n" + label + ": ")
    else:
        n.add("\n== " + label + " ==\n")


def year_p(c, back_lo=1, back_hi=15):
    y = c.today.year - c.rng.randint(back_lo, back_hi)
    return P(str(y), "DATE")


def past_date(c, lo=2, hi=900):
    return c.today - datetime.timedelta(days=c.rng.randint(lo, hi))


def team_p(c):
    r = c.rng
    if chance(r, 0.5):
        return [P(c.town() + " " + pick(r, ["CMHT", "Community Mental Health Team", "EIP team",
                                             "Recovery Team", "Adult Mental Health Team"]), "HOSPITAL")]
    return [pick(r, ["the CMHT in ", "community mental health services in ", "the recovery team in "]),
            P(c.town(), "CITY")]


def unit_p(c):
    r = c.rng
    return P(pick(r, ["Cedar House", "Larch Unit", "Juniper Ward", "Fenwick Unit", "Harbour Lodge",
                      "Ashdown Unit", "Millbrook Centre", "Heron Ward", "The Tamsin Unit",
                      "Kōwhai Ward", "Ward 4 North", "Rosemount Clinic"]), "HOSPITAL")


def psych_history(n, c):
    r = c.rng
    dx = pick(r, K.PSYDX)
    k = r.randrange(3)
    if dx == "no formal psychiatric dx":
        n.add("No previous contact with mental health services. ")
        if chance(r, 0.5):
            n.f("Saw {gp} at {prac} {when} re low mood, started on {med}; not reviewed since.\n",
                gp=c.gp.titled(), prac=P(c.practice, "HOSPITAL"),
                when=["in ", c.D(past_date(c, 30, 400), "month")], med=pick(r, K.PSYMEDS))
        else:
            n.add("\n")
        return
    n.add("Dx " + dx + ". ")
    if k == 0:
        n.f("Known to {team}, care coordinator {cc}. Last seen {d}.\n", team=team_p(c),
            cc=c.staff("cc").full(), d=c.D(past_date(c, 5, 120)))
    elif k == 1:
        n.f("Discharged from {team} {d}. ", team=team_p(c), d=["in ", c.D(past_date(c, 60, 700), "month")])
        n.add("\n")
    else:
        n.f("Open to {team}; psychiatrist {dr}.\n", team=team_p(c), dr=c.doctor().titled())
    if chance(r, 0.6):
        n.f("Previous admission to {u} in {y}{sec}", u=unit_p(c), y=year_p(c),
            sec=pick(r, [" (informal).", " under s2.", " under s3, ~8 weeks.", " (voluntary).", "."]))
        if chance(r, 0.4):
            n.f(" Also {u} {y}.", u=unit_p(c), y=year_p(c, 3, 20))
        n.add("\n")
    nsh = r.randint(0, 25)
    if nsh:
        n.f("Previous self-harm: ~{k} episodes, mostly {m}; first at age {a}. Last presentation {d}.\n",
            k=str(nsh), m=pick(r, ["cutting", "ODs", "cutting and ODs", "ligatures"]),
            a=P(str(r.randint(11, max(12, min(c.age, 30)))), "AGE"), d=c.D(past_date(c, 10, 300)))
    else:
        n.add("No previous self-harm reported.\n")


def substance(n, c):
    r = c.rng
    u = c.svc["units"]
    q = r.randint(0, 120) if "wk" in u else r.randint(0, 18)
    n.add("ETOH: %s %s" % (q, u))
    if q:
        n.add(pick(r, ["", ", mainly cider", ", vodka ~1/2 bottle most nights", ", binge pattern at weekends",
                       ", withdrawal sx in mornings (tremor, sweats)"]))
        if chance(r, 0.45):
            n.f("; drinking since age {a}", a=c.age_p(r.randint(12, max(13, min(c.age, 25)))))
        n.add(". AUDIT-C %d." % r.randint(1, 12))
    else:
        n.add(". ")
    n.add(" Drugs: " + pick(r, ["denies", "cannabis daily (~1g)", "cocaine at weekends", "nil illicit",
                                 "crystal meth, last used 3/7 ago", "IV heroin in past, now on OST",
                                 "pregabalin bought online", "occasional MDMA", "spice (SCRA) in hostel"]))
    n.add(". Smokes %s.\n" % pick(r, ["20/day", "10/day", "vapes", "nil", "roll-ups ~15/day"]))


def forensic(n, c):
    r = c.rng
    k = r.randrange(4)
    if k == 0:
        n.add("Forensic: nil known.\n")
    elif k == 1:
        n.f("Forensic: caution for shoplifting {y}; no convictions.\n", y=year_p(c, 2, 20))
    elif k == 2:
        n.f("Forensic: conviction for ABH {y}, community order. Currently on bail, court date {d} ({ref}).\n",
            y=year_p(c, 1, 10), d=c.D(c.days(r.randint(7, 90))), ref=P(C.idnum(r, "court"), "IDNUM"))
    else:
        n.add("Forensic: arrested last year for criminal damage, NFA. No weapons.\n")


def social(n, c, fams):
    """fams: list of family Person objects with .rel already set."""
    r = c.rng
    pt = c.pt
    living = pick(r, ["Lives alone in a council flat in ", "Lives with ", "Rents a room in a shared house in ",
                      "Lives in supported accommodation in ", "Homeless, sofa-surfing around ",
                      "Lives with parents in "])
    if living == "Lives with ":
        f = fams[0]
        n.f("Lives with {rel} {nm} in {city}", rel=f.rel, nm=f.first_(), city=P(c.addr["city"], "CITY"))
        if chance(r, 0.5):
            n.f(" ({a})", a=c.age_p(c.fam_age(f.rel)))
        n.add(". ")
    else:
        n.add(living, P(c.addr["city"], "CITY"), ". ")
    if chance(r, 0.6):
        ch = c.family(pick(r, ["son", "daughter"]))
        n.f("Has a {rel}, {nm}, aged {a}", rel=ch.rel, nm=ch.first_(), a=c.age_p(c.fam_age(ch.rel)))
        n.add(pick(r, [", who lives with ex-partner.", " (contact supervised, social services involved).",
                       ", close relationship.", ", currently estranged.", "."]), " ")
    k = r.randrange(4)
    if c.age >= 66:
        k = 2
    elif k == 2 or (k == 3 and c.age > 32):
        k = r.randrange(2)
    if k == 0:
        n.f("Works as a {job} at {emp}", job=P(c.profession, "PROFESSION"), emp=P(c.employer, "ORGANIZATION"))
        n.add(pick(r, [", currently signed off sick.", ", worried about losing job.", ", enjoys work.", "."]), " ")
    elif k == 1:
        n.f("Unemployed since {y}, previously a {job}. ", y=year_p(c, 1, 8), job=P(c.profession, "PROFESSION"))
    elif k == 2:
        n.f("Retired {job}. ", job=P(c.profession, "PROFESSION"))
    else:
        n.f("Student at {sch}, {y} year. ", sch=P(c.org("school"), "ORGANIZATION"),
            y=pick(r, ["first", "second", "final"]))
    if chance(r, 0.5):
        n.f("Born in {ctry}, moved here in {y}. ", ctry=c.birth_country(),
            y=year_p(c, 2, 30))
    n.add(pick(r, ["Debts ~%s%d k (credit cards, rent arrears). " % (c.svc["money"], r.randint(2, 40)),
                   "Benefits via %s recently stopped. " % K.public(r, c.cc), "No financial worries reported. ",
                   "Facing eviction. ", "Gambling debts. ", ""]))
    if chance(r, 0.3):
        n.f("Attends {ch} regularly. ", ch=P(c.org("church"), "ORGANIZATION"))
    n.add("\n")


def family_hx(n, c):
    r = c.rng
    n.add("FH: " + pick(r, ["mother - depression, father - alcohol dependence.",
                            "paternal uncle completed suicide.", "nil known psychiatric FH.",
                            "sister - BPAD. Grandmother 'in the asylum'.", "brother died by suicide aged ",
                            "father - schizophrenia."]))
    if n.buf[-1].endswith("aged "):
        n.add(c.age_p(r.randint(17, 50)), ".")
    n.add("\n")


def meds(n, c, k_psych=2, k_med=2):
    r = c.rng
    items = r.sample(K.PSYMEDS, r.randint(0, k_psych)) + r.sample(K.MEDMEDS, r.randint(0, k_med))
    if not items:
        n.add("DH: nil regular.")
    else:
        n.add("DH: " + "; ".join(items) + ".")
    n.add(pick(r, [" NKDA.", " Allergy: penicillin (rash).", " NKDA", " Allergies: codeine (vomiting).",
                   " Allergy: haloperidol (dystonia)."]) + "\n")


def pmh(n, c, k=3):
    r = c.rng
    items = r.sample(K.PMH, r.randint(0, k))
    n.add("PMH: " + (", ".join(items) if items else "nil significant") + ".\n")


def mention_family(n, c, fam, phone=True):
    r = c.rng
    n.f("{rel} {nm}", rel=fam.rel.capitalize() if chance(r, 0.3) else fam.rel,
        nm=fam.full() if chance(r, 0.6) else fam.first_())
    if phone:
        n.add(" (", c.ph(pick(r, ["mob", "land"])), ")")


def safety_items(c):
    r = c.rng
    return r.sample([
        "Samaritans / crisis line details given",
        "Discussed limiting access to medication - weekly dispensing requested",
        "Agreed to remove stockpiled tablets from home",
        "Advised to attend %s or call %s if unable to keep self safe" % (pick(r, c.svc["ed"]), c.svc["emerg"]),
        "Safety plan completed jointly and copy given",
        "Alcohol reduction advice; AUDIT leaflet given",
        "Information on local talking therapies (self-referral) provided",
        "Digital safety plan app (Stay Alive) discussed",
    ], 3)
