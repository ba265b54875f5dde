"""Genre 2: genetic counselling letters and family pedigree summaries."""
from phi import a_age, an, cap, M, AG, HO, CO, OG
from common import patient, staff, relative, family, prof, esign, dictation, print_banner, letterhead, yr_back
from phi import Person
import clin

VARIANTS = [("BRCA2", "c.5946del p.(Ser1982Argfs*22)", "hereditary breast and ovarian cancer"),
            ("BRCA1", "c.68_69del p.(Glu23Valfs*17)", "hereditary breast and ovarian cancer"),
            ("MLH1", "c.1852_1854del p.(Lys618del)", "Lynch syndrome"),
            ("MSH2", "exon 1-6 deletion", "Lynch syndrome"),
            ("PALB2", "c.3113G>A p.(Trp1038*)", "PALB2-related cancer predisposition"),
            ("MYBPC3", "c.1504C>T p.(Arg502Trp)", "hypertrophic cardiomyopathy"),
            ("KCNQ1", "c.1032G>A", "long QT syndrome type 1"),
            ("LDLR", "c.1444G>A p.(Asp482Asn)", "familial hypercholesterolaemia"),
            ("HTT", "CAG repeat 42", "Huntington disease"),
            ("CFTR", "c.1521_1523del p.(Phe508del), heterozygous", "cystic fibrosis carrier status"),
            ("PKD1", "c.12010C>T p.(Gln4004*)", "autosomal dominant polycystic kidney disease"),
            ("FBN1", "c.7754T>C p.(Ile2585Thr)", "Marfan syndrome"),
            ("TTR", "c.424G>A p.(Val142Ile)", "hereditary transthyretin amyloidosis"),
            ("SCN5A", "c.4222G>A", "Brugada syndrome"),
            ("APC", "c.3927_3931del", "familial adenomatous polyposis")]
CANCERS = ["breast cancer", "ovarian cancer", "bowel cancer", "endometrial cancer", "prostate cancer", "pancreatic cancer",
           "melanoma", "stomach cancer", "sudden cardiac death", "dementia", "kidney failure", "a stroke", "lymphoma",
           "no known cancer", "heart attack"]
CLASS = ["pathogenic", "likely pathogenic", "a variant of uncertain significance (VUS)"]


GEN_RELS = {"II": [("Mother", "F", 20, 35), ("Father", "M", 20, 40), ("Maternal aunt", "F", 15, 40), ("Maternal uncle", "M", 15, 40),
                    ("Paternal aunt", "F", 15, 40), ("Paternal uncle", "M", 15, 40)],
            "III": [("Sister", "F", -12, 12), ("Brother", "M", -12, 12), ("Maternal cousin", "F", -15, 15),
                    ("Paternal cousin", "M", -15, 15), ("Half-sister", "F", -15, 15)],
            "IV": [("Daughter", "F", -40, -20), ("Son", "M", -40, -20), ("Niece", "F", -35, -15), ("Nephew", "M", -35, -15)],
            "I": [("Maternal grandmother", "F", 40, 65), ("Paternal grandfather", "M", 40, 65)]}
F_ONLY = {"ovarian cancer", "endometrial cancer", "breast cancer"}
M_ONLY = {"prostate cancer"}


def _family_table(c, pt, style, gens=("I", "II", "III", "IV")):
    r = c.r
    pool = [x for g in gens for x in GEN_RELS[g]]
    pick = r.sample(pool, min(len(pool), r.randint(4, 8)))
    rows = []
    for rel, sex, lo, hi in pick:
        f = Person(c, "FAMILY", sex=sex, last=pt.last if r.random() < .5 else None)
        a = max(2, min(99, pt.age + r.randint(lo, hi)))
        dead = r.random() < (.7 if a > 75 else .25)
        ok = [x for x in CANCERS if not ((x in F_ONLY and sex == "M") or (x in M_ONLY and sex == "F"))]
        dx = r.choice(ok) if a >= 25 else "no known cancer"
        dxa = r.randint(max(20, a - 30), a) if dx != "no known cancer" else None
        tested = r.choice(["not tested", "not tested", "tested - negative", "tested - positive", "sample stored"])
        if dead:
            tested = r.choice(["deceased, no sample", "not tested", "stored tissue block"])
        rows.append((rel, f, dead, a, dx, dxa, tested))
    out = []
    if style == 0:
        out.append("| Relationship | Name | Age / age at death | Diagnosis (age) | Testing |")
        out.append("|---|---|---|---|---|")
        for rel, f, dead, a, dx, dxa, t in rows:
            out.append("| %s | %s | %s%s | %s%s | %s |" % (rel, f.full, "d. " if dead else "", AG(a), dx,
                                                      " (%s)" % AG(dxa) if dxa else "", t))
    elif style == 1:
        out.append("%-22s %-30s %-8s %s" % ("Relative", "Name", "Age", "History"))
        for rel, f, dead, a, dx, dxa, t in rows:
            out.append("%-22s %s  %s%s  %s%s; %s" % (rel, f.full, AG(a), " (dec)" if dead else "", dx,
                                                     " dx at %s" % AG(dxa) if dxa else "", t))
    else:
        for rel, f, dead, a, dx, dxa, t in rows:
            out.append("- %s %s: %s%s. %s" % (rel.lower(), f.fn, ("died aged %s" % AG(a)) if dead else ("alive, %s" % AG(a)),
                                              (", %s at %s" % (dx, AG(dxa))) if dxa else ", well", t.capitalize() + "."))
    return "\n".join(out), rows


def layout_letter(c, pt):
    r = c.r
    h = c.hosp_name()
    gc, cons, gp = staff(c, "F"), staff(c), staff(c)
    gene, var, cond = r.choice(VARIANTS)
    uk = c.loc != "US"
    L = []
    L.append(letterhead(c, HO(h), r.choice(["Clinical Genetics Service", "Department of Clinical Genetics", "Familial Cancer Centre",
                                            "Inherited Cardiac Conditions Service", "Genetic Health Service"]), c.town_name()))
    L.append("")
    L.append("Our ref: %s    %s: %s    %s" % (c.idn("GEN/##/####"), "NHS No" if c.loc == "GB" else "Medicare" if c.loc == "AU" else "Health card" if c.loc == "CA" else "MRN",
                                          c.hplan() if uk else c.mrn(), "Clinic date: " + c.D(c.plus(c.today, -r.randint(3, 30)))))
    L.append("Date typed: %s" % c.D(c.today))
    L.append("")
    L.append("%s\n%s\n%s" % (gp.drfull, c.hosp("gp"), c.addr_block(c.home_town)))
    L.append("")
    L.append("Dear %s," % gp.dr)
    L.append("")
    L.append("RE: %s   DOB: %s\n    %s" % (pt.LF if r.random() < .5 else pt.full, c.D(pt.dob), c.addr_line()))
    L.append("")
    mo = relative(c, pt, "mother")
    L.append("I saw %s in the %s clinic on %s together with %s %s%s%s. %s was referred because of a family history of %s; %s %s was diagnosed with %s at the age of %s and died aged %s in %s." % (
        pt.tl, r.choice(["genetics", "familial cancer", "cardiac genetics"]), c.Dwd(c.plus(c.today, -r.randint(3, 30))), pt.his,
        (lambda f: f.rel + " " + f.full)(relative(c, pt, r.choice(["spouse", "sister", "friend"]))), "", "", pt.he.capitalize(), cond, pt.his, mo.rel + " " + mo.fn,
        r.choice(CANCERS[:6]), AG(r.randint(34, 60)), AG(r.randint(45, 75)), c.Y(yr_back(c, 2, 30))))
    L.append("")
    L.append("%s is %s %s-year-old %s who lives in %s with %s %s. %s. There is no consanguinity. Family origins: %s." % (
        pt.tl, a_age(pt.age), AG(pt.age), prof(c), c.town(), pt.his, r.choice(["two children", "partner", "parents", "three sons"]),
        cap(r.choice(["%s has never had cancer" % pt.he.capitalize(), "%s had a benign breast biopsy in %s" % (pt.he.capitalize(), c.Y(yr_back(c, 1, 10))),
                       "%s is generally well" % pt.he.capitalize(), "%s had syncope while running in %s" % (pt.he.capitalize(), c.Dmy(c.plus(c.today, -r.randint(60, 400))))])),
        r.choice(["%s on both sides" % c.country(), "%s (maternal) and %s (paternal)" % (c.country(), c.country()), "Ashkenazi Jewish (paternal)", "mixed European"])))
    L.append("")
    L.append("Family history (pedigree drawn in clinic, ref %s):" % c.idn("PED-#####"))
    tab, rows = _family_table(c, pt, r.randrange(3))
    L.append(tab)
    L.append("")
    cls = r.choice(CLASS)
    L.append("Testing: %s %s was previously found to carry %s in %s (%s) - %s. The laboratory report (%s, lab no. %s, reported %s) classifies this as %s." % (
        pt.his.capitalize(), r.choice(["cousin", "aunt", "uncle", "second cousin"]), var, gene, cond, r.choice(["confirmed", "reported"]),
        c.lab_org(), c.idn("@@##-######"), c.D(c.plus(c.today, -r.randint(30, 400))), cls))
    L.append("")
    L.append("We discussed autosomal dominant inheritance and that each of %s children has a 50%% chance of inheriting the variant. We talked about the implications for insurance%s and for %s relatives. %s chose to proceed with predictive testing today; a blood sample was taken (specimen %s) and sent to %s." % (
        pt.his, " (the moratorium in %s)" % ("the UK" if c.loc == "GB" else "Australia" if c.loc == "AU" else "Canada") if uk else " (GINA protections)",
        pt.his, pt.he.capitalize(), c.idn("S##-######"), c.lab_org()))
    L.append("")
    L.append("Management if positive: %s" % r.choice([
        "annual MRI from 30, mammography from 40, discussion of risk-reducing salpingo-oophorectomy after 40.",
        "colonoscopy every 2 years from 25, aspirin 150 mg daily discussed (CAPP2).",
        "annual ECG and echo, avoidance of QT-prolonging drugs (list given), cascade screening.",
        "lipid clinic referral, statin, cascade testing of first-degree relatives."]))
    L.append("")
    L.append("I have written to %s with a family letter that %s can share with %s relatives; it is also available at %s. Results usually take 4-6 weeks and I will telephone %s on %s." % (
        pt.him, pt.he, pt.his, c.url("genetics"), pt.him, c.phone(True)))
    L.append("")
    L.append("Yours sincerely,\n\n%s\n%s\n%s\n\n%s\n%s" % (
        gc.full, r.choice(["Genetic Counsellor", "Principal Genetic Counsellor", "Genetic Counselor, MS, CGC"]),
        ("HCPC " + c.idn("GC#####")) if c.loc == "GB" else "Direct line " + c.phone(False),
        cons.drfull, "Consultant in Clinical Genetics"))
    L.append("")
    L.append("cc: %s (patient), %s\n    %s, %s" % (pt.full, c.addr_line(), staff(c).drfull, r.choice(["Breast Surgery", "Cardiology", "Gastroenterology"]) + ", " + c.hosp()))
    L.append(dictation(c, gc))
    return "\n".join(L)


def layout_pedigree(c, pt):
    r = c.r
    gc = staff(c)
    gene, var, cond = r.choice(VARIANTS)
    L = []
    L.append("FAMILY HISTORY / PEDIGREE SUMMARY")
    L.append("Service: %s - %s" % (c.hosp(), r.choice(["Genetics", "Clinical Genetics", "Cancer Genetics"])))
    L.append("Family no: %s    Proband: %s    DOB: %s    %s %s" % (c.idn("F######"), pt.LFM, c.D(pt.dob), "MRN", c.mrn()))
    L.append("Referral reason: %s    Referrer: %s    Referral received: %s" % (cond, staff(c).drfull, c.D(c.plus(c.today, -r.randint(20, 120)))))
    L.append("Compiled by: %s (%s)    Date: %s    Version: %d" % (gc.full, gc.un, c.D(c.today), r.randint(1, 4)))
    L.append("")
    L.append("Generation numbering as drawn (I = grandparents).")
    L.append("")
    L.append("PROBAND (III-%d): %s, %s. %s. Lives %s." % (r.randint(1, 6), pt.full, c.age_sex(pt.age, pt.sex),
                                                       r.choice(["Unaffected", "Breast ca dx at %s" % AG(r.randint(30, pt.age if pt.age > 31 else 31)),
                                                                 "Palpitations, ECG borderline QTc 468"]), "in " + c.addr_line(street=False)))
    L.append("")
    for gen in ("I", "II", "III", "IV"):
        L.append("Generation %s:" % gen)
        tab, rows = _family_table(c, pt, 1 if gen != "III" else r.choice([0, 2]), (gen,))
        L.append(tab)
        L.append("")
    L.append("Ancestry: maternal %s; paternal %s. Consanguinity: %s." % (c.country(), c.country(), r.choice(["none", "parents first cousins", "not known"])))
    L.append("Confirmation of diagnoses: cancer registry request sent %s (ref %s); death certificate for %s obtained from %s." % (
        c.D(c.plus(c.today, -r.randint(1, 20))), c.idn("CR-#######"), family(c, pt).full, c.town()))
    L.append("")
    L.append("Risk assessment: %s - %s. Manchester score %d. %s" % (
        r.choice(["CanRisk", "BOADICEA", "Amsterdam II", "PREMM5"]), r.choice(["moderate risk", "high risk", "population risk"]),
        r.randint(8, 32), r.choice(["Eligible for panel testing.", "Not eligible for testing on current information.", "Test affected relative first."])))
    L.append("Known familial variant: %s %s (%s)." % (gene, var, r.choice(CLASS)))
    L.append("")
    L.append("Contact for proband: %s / %s" % (c.phone(True), c.email(pt)))
    L.append("Consent to contact relatives: %s" % r.choice(["yes - will pass on family letter", "declined", "yes, except %s" % family(c, pt).fn]))
    L.append("")
    L.append(esign(c, gc, kind="genetic counsellor"))
    return "\n".join(L)


def layout_us_note(c, pt):
    r = c.r
    gc, md = staff(c), staff(c)
    gene, var, cond = r.choice(VARIANTS)
    L = []
    L.append(print_banner(c, pt))
    L.append("")
    L.append("GENETIC COUNSELING VISIT - %s" % r.choice(["Initial", "Results disclosure", "Pre-test", "Follow-up"]))
    L.append("%s | Cancer Genetics Program" % c.hosp())
    L.append("Patient: %s  DOB %s  MRN %s  Visit %s" % (pt.full, c.D(pt.dob), c.mrn(), c.acct()))
    L.append("Visit date: %s  Mode: %s" % (c.D(c.today), r.choice(["in person", "telehealth (video)", "telephone"])))
    L.append("Referring: %s, %s  Fax %s" % (md.drfull, c.hosp("gp"), c.fax()))
    L.append("Insurance: %s, member ID %s, group %s" % (c.insurer(), c.hplan(), c.group()))
    L.append("")
    L.append("S: %s is a %s referred for %s. Personal history: %s. %s" % (
        pt.full, c.age_sex(pt.age, pt.sex), cond,
        r.choice(["triple negative breast cancer dx %s at %s" % (c.Dmy(c.plus(c.today, -r.randint(60, 900))), c.hosp()),
                  "colon adenocarcinoma, MMR-deficient, resected %s" % c.Dmy(c.plus(c.today, -r.randint(60, 900))),
                  "no personal history of cancer", "LDL 6.8 mmol/L untreated, tendon xanthomata"]),
        r.choice(["Accompanied by husband %s." % relative(c, pt, "spouse").full, "Came alone.", "Daughter %s joined by phone." % relative(c, pt, "daughter").full])))
    L.append("")
    L.append("Family history (3-generation pedigree in chart):")
    tab, rows = _family_table(c, pt, 2)
    L.append(tab)
    L.append("")
    L.append("O: Reviewed outside records from %s (received %s)." % (c.hosp(), c.D(c.plus(c.today, -r.randint(2, 40)))))
    L.append("A/P: Meets NCCN criteria for testing. Discussed benefits, limitations, possible results (positive, negative, VUS), cost and "
             "GINA. Patient elected a %d-gene panel via %s; kit ID %s, requisition %s. Estimated out-of-pocket $%d; prior auth %s." % (
                 r.choice([30, 47, 84, 9]), c.lab_org(), c.idn("KIT-########"), c.idn("REQ######"), r.choice([0, 100, 250]),
                 r.choice(["not required", "approved, ref " + c.idn("PA#########")])))
    L.append("Result (%s): %s %s - %s." % (c.D(c.plus(c.today, r.randint(-5, 0))), gene, var, r.choice(CLASS)))
    L.append("Plan: results letter mailed to %s; copy to patient portal (%s). Return visit %s. Relatives may call %s." % (
        c.addr_line(), c.url(), c.D(c.plus(c.today, r.randint(20, 90))), c.phone(False, ext=True)))
    L.append("Time: %d minutes, >50%% counseling." % r.choice([45, 60, 75]))
    L.append("")
    L.append("%s, MS, CGC  |  NPI %s" % (gc.full, c.npi()))
    L.append(esign(c, gc, kind="genetic counsellor"))
    return "\n".join(L)


def layout_result_letter(c, pt):
    r = c.r
    gc = staff(c)
    gene, var, cond = r.choice(VARIANTS)
    L = []
    L.append(letterhead(c, c.hosp(), "Genetic Health Service", c.town_name()))
    L.append("")
    L.append(c.D(c.today, "long" if c.loc != "US" else "long_us"))
    L.append("")
    L.append("%s\n%s" % (pt.title + " " + pt.full, c.addr_block()))
    L.append("")
    L.append("Dear %s," % (pt.fn if r.random() < .4 else pt.tl))
    L.append("")
    L.append("It was good to speak with you on %s. As promised, this letter summarises your genetic test result and what it may mean for you and your family." % c.Dwd(c.plus(c.today, -r.randint(1, 10))))
    L.append("")
    L.append("Your result: the test found %s in the %s gene (%s). This is classified as %s. %s" % (
        r.choice(["a change", "a variant", "no change"]), gene, var, r.choice(CLASS),
        r.choice(["This explains the %s in your family." % cond, "This does not change your screening at present.",
                  "We would not use this result to test other family members."])))
    L.append("")
    kids = [relative(c, pt, r.choice(["daughter", "son"])) for _ in range(r.randint(1, 3))]
    sib = relative(c, pt, r.choice(["sister", "brother"]))
    L.append("Your family: Your %s %s, and your children %s, could also carry this change. Adults can be referred to their local genetics service; we have enclosed a family letter for %s. Children are usually not tested until adulthood, when they can decide for themselves." % (
        sib.rel, sib.full, ", ".join(k.fn for k in kids), sib.fn))
    L.append("")
    L.append("What we talked about: we went through your family tree again, including %s %s, who you told me was diagnosed in %s at %s. We discussed that a result like this can be relevant to life insurance, and that the information in your %s record is kept confidential. You mentioned that you are starting a new job as %s in %s and may move to %s; please let us know your new address so that future letters reach you." % (
        "your late " + r.choice(["father", "mother", "uncle", "grandmother"]), family(c, pt).full, c.Y(yr_back(c, 5, 30)), c.hosp(),
        "genetics", an(prof(c)), c.Dmy(c.plus(c.today, r.randint(20, 120))), c.town()))
    L.append("")
    L.append("Next steps:\n  1. %s\n  2. %s\n  3. Your GP, %s at %s, has a copy of this letter." % (
        r.choice(["Appointment with the breast screening service on %s." % c.D(c.plus(c.today, r.randint(20, 90))),
                  "Cardiology review with %s on %s." % (staff(c).drfull, c.D(c.plus(c.today, r.randint(20, 90)))),
                  "Colonoscopy has been requested at %s." % c.hosp()]),
        r.choice(["Please let us know if you move: you can update your details at %s." % c.url(), "Call us if you have questions."]),
        staff(c).drfull, c.hosp("gp")))
    L.append("")
    L.append("If you would like to talk again, please call me on %s or e-mail %s. There is also support from %s." % (
        c.phone(False), c.email(gc), OG(r.choice(["Hereditary Heart Families Network", "Lynch Connect", "BRCA Sisters Support", "Polycystic Families Group"]) + " " + r.choice(["Trust", "Society", "Association"]))))
    L.append("")
    L.append("Kind regards,\n\n%s\nGenetic Counsellor\n%s" % (gc.full, r.choice(["", "on behalf of " + staff(c).drfull])))
    L.append("")
    L.append("Ref: %s / %s" % (c.mrn(), c.idn("GEN-####-###")))
    return "\n".join(L)


LAYOUTS = [layout_letter, layout_pedigree, layout_us_note, layout_result_letter]


_COUNT = {}  # per-locale rotation through the layouts that fit the locale


def make(c, i):
    pt = patient(c, 19, 80)
    ok = [l for l in LAYOUTS if not (l is layout_us_note and c.loc not in ("US", "CA"))]
    n = _COUNT[c.loc] = _COUNT.get(c.loc, -1) + 1
    lay = ok[n % len(ok)]
    return lay(c, pt), lay.__name__, pt
