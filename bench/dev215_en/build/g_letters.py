"""Genres: cascade testing letter to relatives; hereditary cancer clinic letter."""
import clinical as C
import common as K
import famhx as F
import fmt
import pools as P
from fmt import fname

# recipient relation to proband, recipient sex, proband relation (F, M)
RELS = [("sister", "F", "sister", "brother"), ("brother", "M", "sister", "brother"),
        ("daughter", "F", "mother", "father"), ("son", "M", "mother", "father"),
        ("cousin", None, "cousin", "cousin"), ("niece", "F", "aunt", "uncle"),
        ("nephew", "M", "aunt", "uncle"), ("aunt", "F", "niece", "nephew"),
        ("uncle", "M", "niece", "nephew"), ("half-sister", "F", "half-sister",
                                            "half-brother"),
        ("mother", "F", "daughter", "son"), ("father", "M", "daughter", "son")]


def cascade_letter(c):
    r = c.rng
    area = r.choice(["cancer", "cancer", "cancer", "cardiac", "paeds", "adult"])
    k = K.Case(c)
    d = c.doc()
    svc = c.service()
    K.letterhead(d, c, name=svc, site=c.hospital() if r.random() < 0.5 else None,
                 web=r.random() < 0.4)
    gc = c.staff()
    d.t("\n" + r.choice(["Our ref: ", "Ref: ", "Family ref: "]))
    d.p("IDNUM", k.famno)
    d.t("/")
    d.p("DOCTOR", fname(gc, "ini2"))
    if r.random() < 0.5:
        d.t("   NHS No: " if c.uk else "   Reference: ")
        d.p("MRN" if c.uk else "IDNUM", c.nhs() if c.uk else c.labno())
    d.t("\nDate: ")
    d.date(k.ref, r.choice([None, "dlong" if c.uk else "mlong"]))
    d.t("\n\n" + r.choice(["PRIVATE AND CONFIDENTIAL", "Private & Confidential",
                           "CONFIDENTIAL - ADDRESSEE ONLY", ""]) + "\n")
    rel, sx, pf, pm = r.choice(RELS)
    rec = c.person(sx, last=k.p["last"] if rel in ("sister", "brother", "daughter", "son",
                                                  "father") and r.random() < 0.7 else None)
    tt = c.title(rec)
    generic = r.random() < 0.2
    if not generic:
        d.t(tt + " ")
        d.p("FAMILY", fname(rec, r.choice(["fl", "fml", "il"])))
        d.t("\n")
        c.put_addr(d, c.address(), style="lines")
        d.t("\n\nDear " + r.choice([tt + " ", ""]))
        if d.buf[-1].endswith(" ") and d.buf[-1] != "\n\nDear ":
            d.p("FAMILY", rec["last"])
        else:
            d.p("FAMILY", rec["first"])
        d.t(",\n\n")
    else:
        d.t("\nDear Relative,\n\n" if c.uk else "\nDear Family Member,\n\n")
    v = C.pick_variant(r, area, "Pathogenic")
    d.t(r.choice(["Re: Genetic testing in your family - ", "RE: Important health information - ",
                  "Subject: "]) + v[0] + " " + r.choice(["gene variant", "gene alteration",
                                                         "familial variant"]) + "\n\n")
    d.t("We are writing to you because your " + (pf if k.sex == "F" else pm) + " ")
    if generic:
        d.t("(or another relative) ")
    else:
        d.p("PATIENT", fname(k.p, r.choice(["fl", "f", "fl"])))
        d.t(" ")
    d.t(r.choice(["recently had genetic testing through our service",
                  "was seen in our clinic and had a genetic test",
                  "has had a genetic test result"]))
    if r.random() < 0.5:
        d.t(" on ")
        d.date(fmt.add_days(k.ref, -r.randint(20, 200)))
    d.t(" and has asked us to share this information with you. ")
    d.t("The test found a change (variant) in the " + v[0] + " gene (" + v[2] + ") which "
        "causes " + v[5] + ".\n\n")
    if v[6] == "AD":
        d.t("Each child of a person with this variant has a 1 in 2 (50%) chance of "
            "inheriting it. As a blood relative you may also carry it. ")
    elif v[6] == "AR":
        d.t("This is a recessive condition: carriers are usually healthy, but two carriers "
            "have a 1 in 4 chance with each pregnancy of having an affected child. ")
    else:
        d.t("Women in the family may be carriers and their sons may be affected. ")
    d.t(r.choice([
        "Knowing whether you carry it can guide screening that reduces risk.",
        "A simple blood or saliva test can tell you whether you have inherited it.",
        "Testing is your choice, and you may wish to talk it through with us first."]))
    d.t("\n\nIf you would like to discuss testing, please contact ")
    if r.random() < 0.5:
        d.p("DOCTOR", fname(gc, "fl"))
        d.t(" on ")
    else:
        d.t("the team on ")
    d.p("PHONE", fmt.with_ext(r, c.phone()) if r.random() < 0.3 else c.phone())
    d.t(r.choice([" or email ", " or by email at ", " / "]))
    d.p("EMAIL", c.email(gc) if r.random() < 0.5 else c.email(base="cascade.testing"))
    d.t(" and quote reference ")
    d.p("IDNUM", k.famno)
    d.t(". ")
    if c.uk:
        d.t("If you live outside ")
        d.p("CITY", c.address()["region"])
        d.t(", your GP can refer you to your local NHS genetics service; this letter and "
            "the enclosed report will allow them to test for the same variant.")
    else:
        d.t("If you live in another state, a genetic counselor near you can be found via "
            "the NSGC directory; many labs offer family-variant testing at reduced cost "
            "(often under $250) if ordered within 90 days.")
    d.t("\n\n")
    if r.random() < 0.6:
        d.t("More information is available at ")
        d.p("URL", c.url())
        d.t(". ")
    if r.random() < 0.4:
        d.t("You may also find support from ")
        d.p("ORGANIZATION", r.choice(P.CHARITIES))
        d.t(". ")
    d.t("Please do share this letter with your own children or other relatives who may "
        "also be at risk.")
    if r.random() < 0.3:
        d.t(" Please note the clinic is closed from ")
        x = fmt.add_days(k.ref, r.randint(3, 20))
        d.date(x, "dm_long" if c.uk else "md_long")
        d.t(" to ")
        d.date(fmt.add_days(x, r.randint(2, 10)), "dm_long" if c.uk else "md_long")
        d.t(" inclusive.")
    d.t("\n")
    K.sign(d, c, gc, c.gc_cred(), contact=r.random() < 0.4)
    if r.random() < 0.5:
        cons = c.staff()
        d.t("on behalf of " + c.dr() + " ")
        d.p("DOCTOR", fname(cons, r.choice(["fl", "il"])))
        d.t(", " + c.cons_cred() + "\n")
    d.t("\nEnc: " + r.choice(["copy of genetic report (with permission)",
                             "family information sheet", "reply slip and prepaid envelope"]))
    d.t("\n")
    if r.random() < 0.6:
        d.t("\n" + "-" * 30 + "\nREPLY SLIP - please return to ")
        d.p("HOSPITAL", svc)
        d.t("\nName: ")
        if generic:
            d.t("______________________")
        else:
            d.p("FAMILY", fname(rec, "fl"))
        d.t("   Date of birth: ____/____/______\nFamily ref: ")
        d.p("IDNUM", k.famno)
        d.t("\n[ ] I would like an appointment   [ ] I do not wish to be contacted\n"
            "Best phone number: ______________\n")
    return d


def cancer_letter(c):
    r = c.rng
    k = K.Case(c, sex="F" if r.random() < 0.8 else "M")
    k.age = min(k.age, 79)
    k.dob = c.dob_for_age(k.age, k.ref)
    d = c.doc()
    svc = r.choice(["Moorfoot Family Cancer Clinic"] + P.UK_SERVICES) if c.uk \
        else r.choice(P.US_CLINICS[:1] + P.US_CLINICS[4:5] + P.US_CLINICS)
    K.letterhead(d, c, name=svc, site=c.hospital() if r.random() < 0.6 else None)
    cons, gp = c.staff(), c.staff()
    d.t("\n")
    gpa = c.address(org=True)
    d.t(r.choice(["Clinic date: ", "Date of appointment: "]))
    d.date(k.ref)
    d.t("\nDate typed: ")
    d.date(fmt.add_days(k.ref, r.randint(2, 14)))
    d.t("\n\n" + c.dr() + " ")
    d.p("DOCTOR", fname(gp, r.choice(["fl", "il"])))
    d.t("\n")
    d.p("HOSPITAL", c.practice())
    d.t("\n")
    c.put_addr(d, gpa, style="lines")
    d.t("\n\nDear " + c.dr() + " ")
    d.p("DOCTOR", gp["last"])
    d.t(",\n\n")
    K.demo_block(d, c, k, variant=1, fields=["name", "dob", "id", "addr"])
    d.t("\nDiagnosis / summary:\n")
    d.t("- " + r.choice(["Family history of breast and ovarian cancer",
                         "Family history of colorectal and endometrial cancer",
                         "Personal history of " + r.choice(C.CANCERS),
                         "Possible Lynch syndrome (MMR-deficient tumour in relative)"]) + "\n")
    man = r.randint(8, 32)
    life = r.uniform(11, 48)
    d.t("- Manchester score %d; CanRisk lifetime breast cancer risk %.1f%% (%s risk)\n" % (
        man, life, "high" if life >= 30 else ("moderate" if life >= 17 else "near-population")))
    d.t("- Genetic testing: " + r.choice(["offered and accepted today",
                                          "not eligible at present", "declined",
                                          "awaiting testing of affected relative"]) + "\n\n")
    tt = c.title(k.p)
    d.t(r.choice(["I saw ", "I reviewed ", "Thank you for referring "]))
    d.t(tt + " ")
    d.p("PATIENT", k.p["last"])
    d.t(r.choice([" in the Family Cancer Clinic", " in clinic", " in our cancer genetics clinic"]))
    d.t(" at ")
    d.p("HOSPITAL", c.hospital())
    d.t(" on ")
    d.date(k.ref, r.choice([None, "dlong" if c.uk else "mlong"]))
    if r.random() < 0.5:
        d.t(". ")
    else:
        rel, comp = K.companion(c, k)
        d.t(", together with " + k.her() + " " + rel + " ")
        d.p("FAMILY", fname(comp, "f"))
        d.t(". ")
    d.t(k.She() + " is a ")
    d.p("AGE", str(k.age))
    d.t("-year-old " + (r.choice(["retired ", "", "semi-retired "]) if k.age >= 60 else ""))
    d.p("PROFESSION", k.prof)
    d.t(r.choice([" who lives in ", " from "]))
    d.p("CITY", k.addr["city"])
    d.t(". ")
    if k.sex == "F":
        d.t("Menarche at %d, %d children, %s. " % (
            r.randint(10, 15), r.randint(0, 4),
            r.choice(["pre-menopausal", "post-menopausal (LMP aged %d)" % r.randint(45, 55),
                      "on HRT", "never used HRT"])))
    d.t("Her" if k.sex == "F" else "His")
    d.t(" last " + r.choice(["mammogram", "colonoscopy", "MRI"]) + " was in ")
    d.date(fmt.add_days(k.ref, -r.randint(60, 900)), r.choice(["my", "my_abbr", "y"]))
    d.t(" and was " + r.choice(["normal", "clear", "reported as benign (M2)"]) + ".\n\n")
    d.t("Family history\n")
    fam = F.make_family(c, k.p, k.age, k.ref, "cancer")
    for f in fam:
        if f["dx"] or r.random() < 0.3:
            F.write_prose(d, c, f, k.ref, k.Her())
            d.t("\n")
    if r.random() < 0.5:
        d.t("We have requested confirmation of diagnoses from the cancer registry and from ")
        d.p("HOSPITAL", c.hospital())
        d.t(" (consent form signed by ")
        rel = [f for f in fam if f["alive"] and f["rel"] not in ("mother", "father")]
        if rel:
            F.put_name(d, c, rel[0], "fl")
        else:
            d.t("the patient")
        d.t(").\n")
    d.t("\nRisk assessment and recommendations\n")
    d.t(r.choice([
        "On the basis of this history " + tt + " ",
        "Using CanRisk, " + tt + " ",
        "In summary, " + tt + " "]))
    d.p("PATIENT", k.p["last"])
    d.t(" falls into the " + ("high" if life >= 30 else "moderate") + " risk category. I have "
        "recommended:\n")
    recs = r.sample([
        "annual mammography via the family history screening programme",
        "annual breast MRI through the national high-risk screening programme",
        "consideration of chemoprevention (tamoxifen 20 mg or anastrozole 1 mg daily for 5 years)",
        "colonoscopy every 2 years in line with BSG guidance",
        "daily aspirin 150 mg (CaPP3 dosing) after discussion of bleeding risk",
        "awareness of symptoms and breast self-examination",
        "referral to gynaecology to discuss risk-reducing salpingo-oophorectomy",
        "weight reduction (BMI %.1f) and limiting alcohol to <14 units/week" % r.uniform(27, 38)],
        r.randint(2, 4))
    for i, x in enumerate(recs):
        d.t("%d. %s\n" % (i + 1, x[0].upper() + x[1:]))
    d.t("\n")
    if r.random() < 0.6:
        v = C.pick_variant(r, "cancer")
        d.t("Genetic testing (" + (r.choice(["R208", "R210", "R211"]) if c.uk else
                                   r.choice(C.PANELS_US[:3])) + ") was ")
        d.t(r.choice(["arranged today; sample ", "sent; lab reference "]))
        d.p("IDNUM", k.labno)
        d.t(". Results are expected by ")
        d.date(fmt.add_days(k.ref, r.randint(35, 70)))
        d.t(" and I will write again. ")
        if not c.uk:
            d.t("Prior authorization submitted to ")
            d.p("ORGANIZATION", r.choice(P.INSURERS))
            d.t(" (member ID ")
            d.p("HEALTHPLAN", c.member())
            d.t("). ")
        d.t("We discussed that a result such as a " + v[0] + " variant would change management.\n")
    else:
        d.t("Genetic testing is not indicated for " + tt + " ")
        d.p("PATIENT", k.p["last"])
        d.t(" at present; if an affected relative is tested and a variant is found " +
            k.she() + " would be eligible for predictive testing.\n")
    d.t("\n" + r.choice(["I have not arranged further follow-up but would be happy to see ",
                         "We will review ",
                         "Please re-refer "]))
    if r.random() < 0.4:
        d.p("PATIENT", k.p["first"])
    else:
        d.t(tt + " ")
        d.p("PATIENT", k.p["last"])
    d.t(r.choice([" if the family history changes.", " in 12 months.",
                  " should new diagnoses occur in the family."]) + "\n")
    K.sign(d, c, cons, c.cons_cred(), lic=r.random() < 0.3)
    K.cc_block(d, c, k, gp=gp)
    return d
