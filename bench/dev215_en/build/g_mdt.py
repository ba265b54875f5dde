"""Genres: MDT variant review minutes; family history questionnaire summary."""
import clinical as C
import common as K
import famhx as F
import fmt
import pools as P
from fmt import fname

ROLES_UK = ["Consultant Clinical Geneticist", "Consultant Clinical Scientist",
            "Clinical Scientist", "Genetic Counsellor", "Bioinformatician",
            "STP trainee", "Consultant Cardiologist (ICC)", "Specialty Registrar",
            "Genomic Associate"]
ROLES_US = ["Medical Geneticist", "Laboratory Director", "Variant Scientist",
            "Genetic Counselor", "Bioinformatics Lead", "Cardiologist",
            "Medical Genetics Fellow", "Clinical Research Coordinator"]

PHENO = ["early-onset breast cancer (dx 34), triple negative",
         "HCM with septal thickness 22 mm, family history of SCD",
         "global developmental delay, hypotonia, seizures",
         "MMR-deficient colorectal cancer (MSH2/MSH6 loss on IHC)",
         "bilateral profound SNHL", "DCM, LVEF 28%, conduction disease",
         "tall stature, ectopia lentis, aortic root z-score 3.4",
         "recurrent pregnancy loss; fetus with cystic hygroma",
         "LDL-C 7.9 mmol/L, tendon xanthomata", "polycystic kidneys, eGFR 44"]


def mdt_minutes(c):
    r = c.rng
    d = c.doc()
    ref = c.visit_date()
    typ, lab = c.lab()
    d.p(typ, lab)
    d.t(r.choice([" - Variant Interpretation MDT", " | Genomic MDT", " - Variant Review Meeting"]))
    d.t("\nMINUTES\n\nDate: ")
    d.date(ref, r.choice([None, "wd_uk" if c.uk else "wd_us"]))
    d.t("   Time: 13:%02d-14:%02d\n" % (r.randint(0, 30), r.randint(15, 59)))
    d.t("Venue: ")
    if r.random() < 0.5:
        d.t("Seminar Room ")
        d.p("LOCATION_OTHER", "%d.%02d" % (r.randint(1, 5), r.randint(1, 40)))
        d.t(", ")
        d.p("LOCATION_OTHER", c.building())
        d.t(" / ")
    d.t("video call (")
    d.p("URL", "https://" + r.choice(["meet", "teams", "video"]) + ".example.com/j/" +
        fmt.digits(r, 10))
    d.t(")\n")
    staff = [c.staff() for _ in range(r.randint(5, 9))]
    roles = ROLES_UK if c.uk else ROLES_US
    d.t("Chair: ")
    d.p("DOCTOR", fname(staff[0], r.choice(["fl", "il"])))
    d.t("   Minutes: ")
    d.p("DOCTOR", fname(staff[1], r.choice(["fl", "fi", "il"])))
    d.t("\nPresent: ")
    for i, s in enumerate(staff[2:]):
        if i:
            d.t(r.choice(["; ", ", "]))
        d.p("DOCTOR", fname(s, r.choice(["fl", "il", "fl", "ini"])))
        d.t(" (" + r.choice(roles) + ")")
    d.t("\nApologies: ")
    ap = c.staff()
    d.p("DOCTOR", fname(ap, "fl"))
    if r.random() < 0.5:
        d.t(" and ")
        d.p("DOCTOR", fname(c.staff(), "fl"))
    d.t("\n\n1. Minutes of meeting held ")
    d.date(fmt.add_days(ref, -r.choice([7, 14, 14, 28])))
    d.t(" approved.\n2. Matters arising: ")
    d.p("DOCTOR", fname(r.choice(staff), r.choice(["fl", "f", "il"])))
    d.t(" " + r.choice(["has requested segregation samples for", "contacted the external lab re",
                        "re-analysed exome data for"]) + " family ")
    d.p("IDNUM", c.famno())
    d.t(" - " + r.choice(["complete", "ongoing", "awaiting samples"]) + ".\n")
    d.t("\n3. CASES FOR DISCUSSION\n")
    actions = []
    for ci in range(r.randint(2, 4)):
        area = r.choice(["cancer", "cardiac", "paeds", "adult"])
        k = K.Case(c, child=area == "paeds", ref=ref)
        v = C.pick_variant(r, area)
        d.t("\n3.%d " % (ci + 1))
        if r.random() < 0.3:
            d.t("Pt ")
            d.p("PATIENT", fname(k.p, r.choice(["ini", "ini2", "ini3"])))
        else:
            d.p("PATIENT", fname(k.p, r.choice(["LF", "lf", "fl"])))
        d.t(r.choice([", ", " - "]))
        if r.random() < 0.6:
            d.t("DOB ")
            d.date(k.dob)
        else:
            d.p("AGE", str(k.age))
            d.t(k.sex)
        d.t(", lab no ")
        d.p("IDNUM", k.labno)
        d.t(", family ")
        d.p("IDNUM", k.famno)
        ref_doc = c.staff()
        d.t("\nReferrer: " + c.dr() + " ")
        d.p("DOCTOR", fname(ref_doc, r.choice(["l", "il", "fl"])))
        d.t(" (")
        d.p("HOSPITAL", c.hospital())
        d.t(")\nPhenotype: " + r.choice(PHENO) + ".\n")
        d.t("Variant: %s %s %s %s, %s. gnomAD %s; REVEL %.2f; SpliceAI %.2f.\n" % (
            v[0], v[1], v[2], v[3], C.zyg(r, v), C.gnomad(r), r.uniform(0.05, 0.98),
            r.uniform(0, 0.9)))
        d.t("Discussion: ")
        if r.random() < 0.6:
            rl = r.choice([("Affected sister ", "F"), ("Affected cousin ", None),
                           ("Affected brother ", "M")] +
                          ([("Unaffected father ", "M"), ("Unaffected mother ", "F")]
                           if k.age < 60 else [("Affected daughter ", "F"), ("Affected son ", "M")]))
            rel = c.person(rl[1], last=k.p["last"])
            d.t(rl[0])
            d.p("FAMILY", fname(rel, r.choice(["f", "fl"])))
            d.t(" (")
            if "father" in rl[0] or "mother" in rl[0]:
                ra = k.age + r.randint(20, 36)
            elif "daughter" in rl[0] or "son" in rl[0]:
                ra = k.age - r.randint(20, 36)
            else:
                ra = k.age + r.randint(-10, 10)
            d.p("AGE", str(min(95, max(1, ra))))
            d.t(") " + r.choice(["also carries the variant", "tested negative",
                                 "sample awaited"]) + ". ")
        d.t(r.choice([
            "Functional data limited to one in vitro assay. ",
            "Reported 4x in ClinVar (2 P, 2 VUS), no conflicts after review. ",
            "Phenotype highly specific for the gene. ",
            "Variant is de novo in the proband (parentage not confirmed). ",
            "Located in a mutational hotspot without benign variation. "]))
        crit = r.sample(C.ACMG, r.randint(2, 5))
        d.t("Criteria applied: " + ", ".join(crit) + ".\n")
        out = r.choice(["Pathogenic", "Likely pathogenic", "VUS", "VUS - hot",
                        "Likely benign"])
        d.t("Outcome: classify as " + out + ". " + r.choice([
            "Report to be issued.", "Hold report pending segregation.",
            "Upgrade previously issued report.", "Do not report (incidental)."]) + "\n")
        owner = r.choice(staff)
        due = fmt.add_days(ref, r.randint(5, 30))
        actions.append((k, owner, due))
        d.t("Action: ")
        d.p("DOCTOR", fname(owner, r.choice(["fl", "ini", "f"])))
        d.t(" to " + r.choice(["issue report", "contact referrer", "request DNA from relatives",
                               "arrange cascade testing", "submit to ClinVar"]) + " by ")
        d.date(due)
        d.t(".\n")
    d.t("\n4. AOB\n- " + r.choice([
        "Pipeline v%d.%d.%d validated; go-live agreed." % (r.randint(2, 5), r.randint(0, 9),
                                                         r.randint(0, 20)),
        "EQA (GenQA) results: all cases passed, one interpretive comment.",
        "Backlog: %d cases awaiting first check; TAT currently %d days." % (
            r.randint(10, 120), r.randint(18, 70)),
        "New ACMG/CGEN SVI guidance to be circulated."]) + "\n")
    if r.random() < 0.5:
        d.t("- Queries to the MDT inbox: ")
        d.p("EMAIL", c.email(base="variant.mdt"))
        d.t("\n")
    d.t("\nACTION LOG\n| Case | Owner | Due |\n|---|---|---|\n")
    for k, owner, due in actions:
        d.t("| ")
        d.p("PATIENT", fname(k.p, r.choice(["ini", "LF", "l"])))
        d.t(" | ")
        d.p("DOCTOR", fname(owner, r.choice(["il", "ini"])))
        d.t(" | ")
        d.date(due)
        d.t(" |\n")
    d.t("\nNext meeting: ")
    d.date(fmt.add_days(ref, 14))
    d.t(" 13:00.\n")
    return d


def fhq_summary(c):
    r = c.rng
    area = r.choice(["cancer", "cancer", "cancer", "cardiac", "adult"])
    k = K.Case(c)
    d = c.doc()
    d.t(r.choice(["FAMILY HISTORY QUESTIONNAIRE - SUMMARY", "Family History Questionnaire Review",
                  "FHQ triage summary"]) + "\n")
    d.p("HOSPITAL", c.service())
    d.t("\n\nQuestionnaire received: ")
    d.date(k.ref)
    d.t("   Completed by: ")
    if r.random() < 0.7:
        d.t("patient")
    else:
        rl = r.choice([("daughter ", "F"), ("husband " if k.sex == "F" else "wife ",
                                            "M" if k.sex == "F" else "F"), ("son ", "M")])
        d.t(rl[0])
        d.p("FAMILY", fname(c.person(rl[1]), "fl"))
    d.t("\n")
    K.demo_block(d, c, k, variant=0, fields=["name", "dob", "id", "addr", "phone"] +
                 (["email"] if r.random() < 0.5 else []) +
                 (["ssn"] if not c.uk and r.random() < 0.3 else []))
    d.t("Referred by: " + c.dr() + " ")
    d.p("DOCTOR", fname(c.staff(), r.choice(["il", "fl"])))
    d.t(" (")
    d.p("HOSPITAL", c.practice())
    d.t(") on ")
    d.date(fmt.add_days(k.ref, -r.randint(20, 120)))
    if c.uk and r.random() < 0.6:
        d.t(", e-RS UBRN ")
        d.p("IDNUM", "%s %s %s" % (fmt.digits(r, 4), fmt.digits(r, 4), fmt.digits(r, 4)))
    d.t("\n\nABOUT YOU\n")
    d.t("Age: ")
    d.p("AGE", str(k.age))
    d.t("   Occupation: ")
    d.p("PROFESSION", k.prof)
    if r.random() < 0.5:
        d.t(" (")
        d.p("ORGANIZATION", k.employer)
        d.t(")")
    d.t("\nPersonal history: " + r.choice([
        "none", "benign breast lump removed", "colonic polyps x3 (tubular adenomas)",
        r.choice(C.CANCERS) + " treated", "palpitations, normal Holter",
        "high cholesterol on statin"]))
    if r.random() < 0.4:
        d.t(" at ")
        d.p("HOSPITAL", c.hospital())
        d.t(" in ")
        d.date(fmt.add_days(k.ref, -r.randint(400, 5000)), r.choice(["y", "my"]))
    d.t(".\nAncestry: ")
    a = r.sample(P.COUNTRIES, 2)
    d.p("COUNTRY", a[0])
    d.t(" (maternal), ")
    d.p("COUNTRY", a[1])
    d.t(" (paternal). Jewish ancestry: " + r.choice(["no", "yes (Ashkenazi)", "unknown"]) + "\n")
    fam = F.make_family(c, k.p, k.age, k.ref, area)
    if r.random() < 0.5:
        d.t("\nRELATIVES\nRelation | Name | Age (now/at death) | Status | Diagnoses | "
            "Occupation\n")
        for f in fam:
            F.write_row(d, c, f, k.ref)
    else:
        for grp, side in (("IMMEDIATE FAMILY", None), ("MATERNAL RELATIVES", "maternal"),
                          ("PATERNAL RELATIVES", "paternal")):
            d.t("\n" + grp + "\n")
            for f in fam:
                near = f["rel"] in ("mother", "father") or f["side"] in ("sib", "child")
                if (side is None and near) or (not near and f["side"] == side):
                    F.write_short(d, c, f)
    dead = [f for f in fam if not f["alive"] and f["dx"]]
    if dead:
        f = dead[0]
        d.t("\nCONSENT / RECORDS REQUESTED\n")
        d.t("Confirmation requested for " + F.rel_label(f) + " ")
        F.put_name(d, c, f, "fl")
        died = fmt.add_days(k.ref, -365 * f["ago"] - r.randint(0, 300))
        d.t(" (DOB ")
        d.date(c.dob_for_age(f["age"], died))
        d.t(", died ")
        d.date(died, r.choice(["y", "my", None]))
        d.t("), treated at ")
        d.p("HOSPITAL", c.hospital())
        d.t(". Next-of-kin consent signed by ")
        F.put_name(d, c, r.choice(fam), "fl")
        d.t(".\n")
    d.t("\nTRIAGE\n")
    cat = r.choice(["near population risk - discharge with reassurance letter",
                    "moderate risk - refer to family history screening clinic",
                    "high risk - offer genetics appointment",
                    "eligible for testing of affected relative first",
                    "insufficient information - request further details"])
    d.t("Outcome: " + cat + ".\n")
    if r.random() < 0.5:
        d.t("Manchester score %d. " % r.randint(4, 30))
    d.t("Triaged by ")
    d.p("DOCTOR", fname(c.staff(), r.choice(["fl", "il", "fml"])))
    d.t(", " + c.gc_cred() + ", ")
    d.date(fmt.add_days(k.ref, r.randint(1, 10)))
    d.t(".\n")
    if r.random() < 0.5:
        d.t("Letter sent to patient at ")
        c.put_addr(d, k.addr)
        d.t(".\n")
    return d
