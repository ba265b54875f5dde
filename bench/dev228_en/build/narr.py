"""Narrative building blocks (social history, HPI, meds, labs) shared across genres."""
import case as C
import clin as K
import common as M
import phi as H
from doc import P

PMH = ["T2DM (diet controlled)", "HTN", "AF - on apixaban", "IHD, CABG x3", "CKD stage 3b", "OA both knees",
       "hypothyroidism", "depression", "previous CVA, no residual deficit", "gout", "osteoporosis",
       "COPD (mild)", "BPH", "TIA", "PVD", "obesity", "alcohol excess (historical)", "Addison's disease",
       "Crohn's disease", "Bell's palsy (resolved)", "Paget's disease of bone", "Graves' disease (treated)"]


def social_hx(doc, rng, c):
    pt, fam = c["pt"], c["fam"]
    a = c["addr"]
    out = []
    spouse = [f for f in fam if f["rel"] in ("wife", "husband", "partner")]
    kids = [f for f in fam if f["rel"] in ("son", "daughter")]
    others = [f for f in fam if f["rel"] not in ("wife", "husband", "partner", "son", "daughter")]
    where = rng.choice([[P(a["town"], "CITY")], [P(a["village"] or a["town"], "CITY")],
                        [P(a["town"], "CITY"), ", ", P(a["region"], "CITY" if c["country"] == "IE" else "STATE")]])
    if spouse:
        sp = spouse[0]
        out += [rng.choice(["Lives with ", "Lives at home with ", "Married, lives with "]), rng.choice(["his ", "her "]) if False else "",
                sp["rel"] + " ", C.fam_ref(rng, sp, rng.choice(["given", "full"])), " in ", where, ". "]
        if sp["prof"] and rng.random() < 0.6:
            out += [C.fam_ref(rng, sp, "given"), " works as a ", P(sp["prof"], "PROFESSION"), ". "]
    elif c["widowed"] is not None and rng.random() < 0.7:
        w = c["widowed"]
        out += ["Widowed - ", w["rel"], " ", C.fam_ref(rng, w, rng.choice(["given", "full"])), " died in ",
                P(str(c["nd"].year - rng.randrange(1, 15)), "DATE"), ". Lives alone in ", where, ". "]
    else:
        out += [rng.choice(["Lives alone in ", "Single, lives alone in ", "Lives independently in "]), where, ". "]
    r = rng.random()
    if r < 0.4:
        out += [rng.choice(["Retired ", "Former ", "Previously worked as a "]), P(c["prof"], "PROFESSION")]
        if rng.random() < 0.6:
            out += [rng.choice([" with ", " at ", " for "]), P(c["employer"], "ORGANIZATION")]
        out += [". "]
    elif r < 0.75:
        out += ["Worked as a ", P(c["prof"], "PROFESSION"), " for ", str(rng.randrange(5, 45)), " years. "]
    else:
        out += ["Occ: ", P(c["prof"], "PROFESSION"), " (retired). "]
    if c["birth"] and rng.random() < 0.8:
        out += ["Born in "] + C.country_piece(c["birth"]) + [", moved to ", P("Ireland" if c["country"] == "IE" else "New Zealand", "COUNTRY"),
                                                          " in ", P(str(pt["dob"].year + rng.randrange(18, 40)), "DATE"), ". "]
    if kids:
        out += [rng.choice(["Children: ", (str(len(kids)) + " children - ") if len(kids) > 1 else "One child - ", "Family: "])]
        for i, k in enumerate(kids):
            if i:
                out += [", "]
            out += [C.fam_ref(rng, k, rng.choice(["given", "full", "given"]))]
            if rng.random() < 0.4:
                out += [" (", P(str(k["age"]), "AGE"), ")"]
            out += M.fam_loc(rng, k)
            if k["prof"] and rng.random() < 0.35:
                out += [", a ", P(k["prof"], "PROFESSION")]
        out += [". "]
    for o in others[:2]:
        if rng.random() < 0.65:
            if o["rel"] in ("grandson", "granddaughter"):
                out += [o["rel"].capitalize(), " ", C.fam_ref(rng, o, "given"), " (", P(str(o["age"]), "AGE"), ") very close to ",
                        rng.choice(["him", "her"]) if False else ("him" if pt["sex"] == "M" else "her"), ". "]
            elif o["rel"] == "carer":
                out += ["Private carer ", C.fam_ref(rng, o, rng.choice(["given", "full"])), " calls ", rng.choice(["mornings", "BD", "daily"]), ". "]
            else:
                out += [o["rel"].capitalize(), " ", C.fam_ref(rng, o, rng.choice(["given", "full"])), " ",
                        rng.choice(["very involved", "visits daily", "lives nearby", "is main support"]), ". "]
    out += [rng.choice(["Ex-smoker 30 pack-years. ", "Never smoked. ", "Smoker, 10/day. ", "Alcohol: occasional. ",
                        "ETOH nil. ", "Drinks 2-3 pints at weekends. ", ""])]
    doc.put(out)


def hpi(doc, rng, c):
    pt, dx = c["pt"], c["dx"]
    t = rng.randrange(3)
    ref = H.pt_ref(rng, pt)
    if t == 0:
        doc.put([ref, " is a ", H.age_piece(rng, pt["age"], pt["sex"], rng.choice(["yr", "yr_old_sp"])), " ",
                 "man" if pt["sex"] == "M" else "woman", " with ", dx["name"], ", diagnosed ",
                 P(H.fdate(c["dx_date"], rng.choice(H.PART_STYLES)), "DATE"), ". "])
    elif t == 1:
        doc.put([H.age_piece(rng, pt["age"], pt["sex"], rng.choice(["mf", "mf_s", "yo", "yo_slash"])), " - ", dx["short"],
                 " (dx ", P(H.fdate(c["dx_date"], rng.choice(["mon_y2", "mon3_y", "dmy", "y"])), "DATE"), "). "])
    else:
        doc.put(["Known to SPC service since ", P(H.fdate(c["dx_date"], rng.choice(["mon_y", "d_mon_y", "dmy"])), "DATE"),
                 ". ", dx["name"][0].upper() + dx["name"][1:], ". "])
    doc.put([dx["note"][0].upper() + dx["note"][1:], ". "])
    for s in K.symptom_lines(rng, dx, rng.randrange(1, 4)):
        doc.lit(s + " ")
    if rng.random() < 0.5:
        acu = c["acute"]
        doc.put(["Recent admission to ", P(acu["name"], "HOSPITAL"), " (", P(c["ward"], "HOSPITAL"), ") ",
                 P(H.fdate(H.add_days(c["adm"], -rng.randrange(5, 30)), rng.choice(H.SHORT_STYLES)), "DATE"),
                 " to ", P(H.fdate(c["adm"], rng.choice(H.SHORT_STYLES)), "DATE"), rng.choice([" with ", " for "]),
                 rng.choice(["sepsis", "uncontrolled pain", "hypercalcaemia", "falls", "LRTI", "AKI", "MBO"]), ". "])


def pmh(doc, rng):
    items = rng.sample(PMH, rng.randrange(2, 6))
    st = rng.randrange(3)
    if st == 0:
        for i in items:
            doc.lit("- " + i + "\n")
    elif st == 1:
        doc.lit("; ".join(items) + "\n")
    else:
        for n, i in enumerate(items):
            doc.lit("%d. %s\n" % (n + 1, i))


def meds_block(doc, rng, n=None):
    ms = K.meds(rng, n or rng.randrange(4, 10))
    st = rng.randrange(3)
    for i, m in enumerate(ms):
        if st == 0:
            doc.lit("- " + m + "\n")
        elif st == 1:
            doc.lit("%d) %s\n" % (i + 1, m))
        else:
            doc.lit(m + ("\n" if i == len(ms) - 1 else "; "))


def labs_block(doc, rng, c, d):
    ls = K.labs(rng, rng.randrange(5, 11))
    st = rng.randrange(3)
    if st == 0:
        doc.put(["Bloods (", P(H.fdate(d, rng.choice(["dm", "dmy", "d_mon"])), "DATE"), "): "])
        doc.lit(", ".join("%s %s" % (a, b) for a, b, u in ls) + "\n")
    elif st == 1:
        doc.put(["LABS  ", P(H.fdate(d, "caps"), "DATE"), "  Lab no. ", P(H.accession(rng, d.year), "IDNUM"), "\n"])
        for a, b, u in ls:
            doc.lit("  %-8s %7s  %s\n" % (a, b, u))
    else:
        doc.put(["Results ", P(H.fdate(d, "dmy_s"), "DATE"), ":\n"])
        for a, b, u in ls:
            doc.lit("%s: %s %s\n" % (a, b, u))


def plan_block(doc, rng, n=None, numbered=None):
    items = rng.sample(K.PLAN, n or rng.randrange(3, 7))
    numbered = rng.random() < 0.5 if numbered is None else numbered
    for i, p in enumerate(items):
        doc.lit(("%d. " % (i + 1) if numbered else "- ") + p + "\n")


def allergies(doc, rng):
    doc.lit(rng.choice(["Allergies: NKDA\n", "Allergies: penicillin (rash)\n", "ADR: codeine - vomiting\n",
                        "Allergies: nil known\n", "Allergy: sulfa drugs, elastoplast\n", "NKDA\n"]))
