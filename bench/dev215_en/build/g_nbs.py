"""Genres: newborn screening positive call log; prenatal genetic counselling note."""
import clinical as C
import common as K
import fmt
import pools as P
from fmt import fname


def _t(r, mins):
    return "%02d:%02d" % (mins // 60, mins % 60)


def nbs_call_log(c):
    r = c.rng
    d = c.doc()
    dob = c.visit_date()
    baby = c.person()
    mum = c.person("F", last=baby["last"] if r.random() < 0.7 else None)
    dad = c.person("M", last=baby["last"])
    samp = fmt.add_days(dob, r.choice([1, 2, 5, 5, 5]) if not c.uk else 5)
    recv = fmt.add_days(samp, r.randint(1, 3))
    ref = fmt.add_days(recv, r.randint(0, 2))
    age_d = (ref - dob).days
    cond = r.choice(C.NBS)
    addr = c.address()
    bh = c.hospital()
    d.t(r.choice(["NEWBORN BLOOD SPOT SCREENING - SCREEN POSITIVE CALL LOG" if c.uk else
                  "NEWBORN SCREENING PROGRAM - OUT-OF-RANGE RESULT FOLLOW-UP LOG",
                  "Newborn screening positive result: telephone log",
                  "NBS Presumptive Positive - Communication Record"]) + "\n")
    d.t("Screening laboratory: Newborn Screening Laboratory, ")
    d.p("HOSPITAL", c.hospital())
    d.t("\nLab tel: ")
    d.p("PHONE", c.phone())
    d.t("   Fax: ")
    d.p("FAX", c.landline())
    d.t("\n\nBABY DETAILS\n")
    k = r.randint(0, 2)
    if k == 0:
        d.t("Baby: " + ("Baby Boy " if baby["sex"] == "M" else "Baby Girl "))
        d.p("PATIENT", baby["last"])
    elif k == 1:
        d.t("Baby's name: ")
        d.p("PATIENT", fname(baby, r.choice(["fl", "LF"])))
    else:
        d.t("Baby: ")
        d.p("PATIENT", fname(baby, "L"))
        d.t(", " + ("BOY" if baby["sex"] == "M" else "GIRL"))
    d.t("\nDOB: ")
    d.date(dob)
    d.t(" " + fmt.ftime(r, 0, 23) + "   Sex: " + baby["sex"] + "   BW: %d g   GA: %d+%d\n" % (
        r.randint(1800, 4600), r.randint(33, 41), r.randint(0, 6)))
    if c.uk:
        d.t("NHS No: ")
        d.p("MRN", c.nhs())
        d.t("   Card serial no: ")
        d.p("IDNUM", "%s %s %s" % (fmt.digits(r, 4), fmt.digits(r, 4), fmt.digits(r, 3)))
    else:
        d.t("MRN: ")
        d.p("MRN", c.mrn())
        d.t("   Kit #: ")
        d.p("IDNUM", "%d-%06d" % (ref.year, r.randint(1, 999999)))
    d.t("\nLab accession: ")
    d.p("IDNUM", c.labno(ref.year))
    d.t("\nBirth hospital: ")
    d.p("HOSPITAL", bh)
    if r.random() < 0.5:
        d.t(" (" + r.choice(["NICU", "SCBU", "postnatal ward", "transitional care"]) +
            ", cot ")
        d.p("LOCATION_OTHER", str(r.randint(1, 28)))
        d.t(")")
    d.t("\nMother: ")
    d.p("FAMILY", fname(mum, r.choice(["fl", "fml", "lf"])))
    if r.random() < 0.5:
        d.t(", DOB ")
        d.date(c.dob_for_age(r.randint(17, 44), ref))
    d.t("\nAddress: ")
    c.put_addr(d, addr)
    d.t("\nParent contact: ")
    d.p("PHONE", c.phone())
    if r.random() < 0.5:
        d.t(" (mum), ")
        d.p("PHONE", c.phone())
        d.t(" (dad ")
        d.p("FAMILY", dad["first"])
        d.t(")")
    gp = c.staff()
    d.t("\n" + ("GP: " if c.uk else "PCP: ") + c.dr() + " ")
    d.p("DOCTOR", fname(gp, r.choice(["fl", "il"])))
    d.t(", ")
    d.p("HOSPITAL", c.practice())
    d.t(", tel ")
    d.p("PHONE", c.phone())
    if not c.uk and r.random() < 0.7:
        d.t("\nInsurance: " + r.choice(["Medicaid", "CHIP", "commercial"]) + ", ID ")
        d.p("HEALTHPLAN", c.member())
    d.t("\n\nSCREENING RESULT\n")
    d.t("Sample taken ")
    d.date(samp)
    d.t(" (day %d), received " % (samp - dob).days)
    d.date(recv)
    d.t("\nCondition: " + cond[0] + "\n")
    if cond[3]:
        lo, hi = cond[3]
        val = r.uniform(lo, hi)
        d.t("%s %s %s (cut-off %s)" % (cond[1], ("%.1f" % val if hi < 50 else "%d" % val),
                                       cond[2], cond[4]))
        d.t(r.choice([", repeat on same card concordant", ", second-tier test positive",
                      "; DNA 2nd tier: " + C.pick_variant(r, "paeds")[2] + " x1", ""]) + "\n")
    else:
        d.t("Result: " + (r.choice(C.HB_PATTERNS) if "sickle" in cond[0] else
                          "SMN1 exon 7 not detected (homozygous deletion)") + "\n")
    d.t("\nCALL LOG\n")
    mins = r.randint(8 * 60, 10 * 60)
    sci, cons = c.staff(), c.staff()
    mw = c.staff("F")
    d.date(ref, r.choice([None, "wdshort_uk" if c.uk else "wdshort_us"]))
    d.t("\n" + _t(r, mins) + "  Result authorised by ")
    d.p("DOCTOR", fname(sci, r.choice(["fl", "il"])))
    d.t(" (Clinical Scientist). ")
    mins += r.randint(5, 25)
    d.t("\n" + _t(r, mins) + "  Phoned to on-call " + r.choice(["metabolic consultant",
                                                               "paediatrician", "endocrinologist",
                                                               "CF nurse specialist"]))
    d.t(" " + c.dr() + " ")
    d.p("DOCTOR", fname(cons, r.choice(["l", "fl"])))
    d.t(" at ")
    d.p("HOSPITAL", c.hospital())
    d.t(" via switchboard, " + r.choice(["bleep ", "pager ", "ext "]))
    d.p("PHONE", str(r.randint(1000, 9999)) if r.random() < 0.6 else
        "%d-%04d" % (r.randint(1, 9), r.randint(0, 9999)))
    d.t(". Result read back correctly.\n")
    mins += r.randint(10, 50)
    d.t(_t(r, mins) + "  Call to parents on ")
    d.p("PHONE", c.phone())
    d.t(r.choice([" - no answer, no message left.", " - voicemail, asked to call back.",
                  " - number unobtainable."]) + "\n")
    mins += r.randint(10, 40)
    d.t(_t(r, mins) + "  Spoke to " + ("community midwife " if c.uk else "public health nurse "))
    d.p("DOCTOR", fname(mw, r.choice(["fl", "f", "fi"])))
    d.t(" (")
    d.p("PHONE", c.phone())
    d.t(") who agreed to visit the family at ")
    d.p("STREET", addr["street"])
    d.t(" this " + r.choice(["morning", "afternoon", "lunchtime"]) + ".\n")
    mins += r.randint(30, 120)
    d.t(_t(r, mins) + "  ")
    d.t(r.choice(["Mother ", "Mum " if c.uk else "Mom ", "Parent "]))
    d.p("FAMILY", fname(mum, r.choice(["f", "fl"])))
    d.t(" called back. Explained screen positive for " + cond[5] + "; not a diagnosis. ")
    d.t(r.choice(["Baby ", ""]))
    d.p("PATIENT", baby["first"] if r.random() < 0.6 else fname(baby, "fl"))
    d.t(", now ")
    d.p("AGE", str(age_d))
    d.t(r.choice([" days old", "/7", " days"]) + ", " + r.choice([
        "feeding well, no vomiting", "sleepy and feeding poorly", "jaundiced but alert",
        "breastfeeding 3-hourly, wet nappies ok" if c.uk else "formula feeding, good diapers"]))
    d.t(". Advised " + r.choice(["to attend ", "to bring baby to "]))
    ward = r.choice(P.UK_WARDS if c.uk else P.US_WARDS)
    d.p("HOSPITAL", ward)
    d.t(" at ")
    d.p("HOSPITAL", c.hospital())
    d.t(" on ")
    d.date(fmt.add_days(ref, r.choice([0, 1])), r.choice([None, "wd_uk" if c.uk else "wd_us"]))
    d.t(" at " + fmt.ftime(r, 8, 15) + ".")
    if r.random() < 0.4:
        d.t(" Dad is a ")
        d.p("PROFESSION", r.choice(P.PROFESSIONS))
        d.t(" and will drive them in.")
    d.t("\n")
    mins += r.randint(10, 60)
    d.t(_t(r, mins) + "  Referral letter and result " + r.choice(["faxed to ", "sent to fax "]))
    d.p("FAX", c.landline())
    d.t(" and emailed to ")
    d.p("EMAIL", c.email(cons))
    d.t(".\n")
    if r.random() < 0.6:
        d.date(fmt.add_days(ref, 1))
        d.t(" " + fmt.ftime(r, 9, 17) + "  Family attended. Confirmatory samples: " +
            r.choice(["plasma amino acids, urine organic acids", "sweat test booked",
                      "free T4/TSH venous", "Hb HPLC + DNA", "plasma acylcarnitines",
                      "lymphocyte subsets"]) + ". Seen by ")
        d.p("DOCTOR", fname(c.staff(), r.choice(["fl", "il"])))
        d.t(". Baby " + r.choice(["well", "admitted for observation to bed ",
                                 "started on treatment"]))
        if d.buf[-1].endswith("bed "):
            d.p("LOCATION_OTHER", str(r.randint(1, 30)) + r.choice(["", "A", "B"]))
        d.t(".\n")
    d.t("\nOutcome recorded by: ")
    rec = c.staff()
    d.p("DOCTOR", fname(rec, r.choice(["fl", "il"])))
    d.t(" (" + r.choice(["NBS coordinator", "screening lab administrator",
                         "follow-up nurse", "metabolic dietitian"]) + ")  ")
    d.date(fmt.add_days(ref, r.randint(1, 4)))
    d.t("\n")
    return d


def prenatal_note(c):
    r = c.rng
    age = r.randint(19, 46)
    k = K.Case(c, age=age, sex="F")
    d = c.doc()
    unit = c.hospital()
    d.t(r.choice(["PRENATAL GENETIC COUNSELLING NOTE" if c.uk else
                  "PRENATAL GENETIC COUNSELING NOTE",
                  "Fetal Medicine - Genetics Consultation",
                  "Prenatal Genetics Clinic"]) + "\n")
    d.p("HOSPITAL", unit)
    if r.random() < 0.5:
        d.t(", ")
        d.p("HOSPITAL", r.choice(["Rowan", "Beacon", "Meadow", "Lark"]) + " " +
            r.choice(["Fetal Medicine Unit", "Maternal-Fetal Medicine Suite"]))
    d.t("\n\n")
    K.demo_block(d, c, k, fields=["name", "dob", "id"] + (["phone"] if r.random() < 0.5 else []))
    d.t("Date: ")
    d.date(k.ref)
    gc = c.staff()
    d.t("   Counsellor: " if c.uk else "   Counselor: ")
    d.p("DOCTOR", fname(gc, r.choice(["fl", "fml"])))
    d.t(", " + c.gc_cred() + "\n")
    if not c.uk:
        d.t("Insurance: ")
        d.p("ORGANIZATION", r.choice(P.INSURERS))
        d.t(", member ")
        d.p("HEALTHPLAN", c.member())
        d.t(", group ")
        d.p("HEALTHPLAN", c.group())
        d.t("\n")
    g = r.randint(1, 6)
    p = r.randint(0, g - 1)
    ga_w, ga_d = r.randint(10, 22), r.randint(0, 6)
    edd = fmt.add_days(k.ref, (40 * 7) - (ga_w * 7 + ga_d))
    lmp = fmt.add_days(edd, -280)
    d.t("\nOBSTETRIC\n")
    d.p("AGE", str(k.age))
    d.t(r.choice([" yo G%dP%d" % (g, p), "-year-old G%d P%d" % (g, p), "yo G%dP%d" % (g, p)]))
    d.t(" at %d+%d weeks. LMP " % (ga_w, ga_d))
    d.date(lmp)
    d.t(", EDD ")
    d.date(edd)
    d.t(" (by " + r.choice(["dating scan", "CRL", "IVF transfer date", "LMP"]) + ").\n")
    if g > 1 and r.random() < 0.6:
        d.t("Previous pregnancy: " + r.choice([
            "SVD at term, child well", "miscarriage at 9 weeks", "TOP for trisomy 18",
            "stillbirth at 36 weeks", "LSCS at 39 weeks for breech"]))
        d.t(" (")
        d.date(fmt.add_days(k.ref, -r.randint(400, 3000)), r.choice(["y", "my", "my_abbr"]))
        d.t(").\n")
    part = c.person("M" if r.random() < 0.9 else "F")
    d.t("Partner: ")
    d.p("FAMILY", fname(part, r.choice(["fl", "f"])))
    d.t(", ")
    d.p("AGE", str(max(18, k.age + r.randint(-5, 9))))
    d.t(", " + r.choice(["works as a ", "", "employed as "]))
    d.p("PROFESSION", r.choice(P.PROFESSIONS))
    d.t(". " + r.choice(["Not related.", "Consanguinity: first cousins.",
                         "Second cousins once removed.", "Non-consanguineous."]))
    a1, a2 = r.sample(P.COUNTRIES, 2)
    d.t(" Her family from ")
    d.p("COUNTRY", a1)
    d.t(", his from ")
    d.p("COUNTRY", a2)
    d.t(".\n\nINDICATION\n")
    ind = r.randint(0, 2)
    if ind == 0:
        d.t("cfDNA (NIPT) on ")
        d.date(fmt.add_days(k.ref, -r.randint(5, 14)))
        res = r.choice(C.NIPT_RESULTS)
        d.t(": " + res + ("." if "no call" in res else
                          ", fetal fraction %d%%." % r.randint(4, 19)))
    elif ind == 1:
        d.t("Scan on ")
        d.date(fmt.add_days(k.ref, -r.randint(1, 7)))
        d.t(" by sonographer ")
        d.p("DOCTOR", fname(c.staff(), r.choice(["fl", "il"])))
        d.t(": " + r.choice(C.PRENATAL_FINDINGS) + ".")
    else:
        v = r.choice([x for x in C.VARIANTS if x[6] == "AR"])
        d.t("Both partners carriers of " + v[0] + " " + v[2] + " (" + v[5] + "); ")
        d.t("previous affected child ")
        d.p("FAMILY", c.person()["first"])
        d.t(", now ")
        d.p("AGE", str(r.randint(1, 9)))
        d.t(".")
        if not c.uk:
            d.t(" Carrier screening performed by ")
            d.p("ORGANIZATION", r.choice(P.COMPANY_LABS))
            d.t(".")
    d.t("\n\nCOUNSELLING\n" if c.uk else "\n\nCOUNSELING\n")
    d.t([
        "Discussed screening vs diagnostic testing, false positives and the meaning of 'high chance'. ",
        "Reviewed the scan finding, differential and the chance of an underlying genetic cause. ",
        "Explained autosomal recessive inheritance with diagram; 25% recurrence risk. "][ind])
    d.t("Options: CVS (from 11+0 weeks), amniocentesis (from 15+0 weeks), further scans, or "
        "no further testing. Procedure-related miscarriage risk quoted as ~0.5%. ")
    d.t(r.choice(["QF-PCR result in 2-3 working days; microarray 10-14 days.",
                  "Rapid exome (R21) discussed if structural anomaly confirmed.",
                  "Cell-free fetal DNA for monogenic disorders not available for this gene."]))
    d.t("\n" + r.choice(["Couple", "Patient", "She"]) + " " + r.choice([
        "opted for " + ("CVS" if ga_w < 14 else "amniocentesis"),
        "opted for " + ("CVS" if ga_w < 14 else "amniocentesis") + " after discussion",
        "declined invasive testing; detailed scan instead",
        "wishes to think it over and will call back"]) + ".\n")
    d.t("\nPLAN\n")
    d.t("- Procedure booked ")
    d.date(fmt.add_days(k.ref, r.randint(1, 9)), r.choice([None, "wd_uk" if c.uk else "wd_us"]))
    d.t(" " + fmt.ftime(r, 8, 16) + ", " + r.choice(["Room ", "Scan room ", "Procedure room "]))
    d.p("LOCATION_OTHER", str(r.randint(1, 12)))
    d.t(", with " + c.dr() + " ")
    d.p("DOCTOR", fname(c.staff(), r.choice(["l", "fl"])))
    d.t(".\n- Sample to ")
    typ, lab = c.lab()
    d.p(typ, lab)
    d.t(", request ")
    d.p("IDNUM", k.labno)
    d.t(".\n- Results to be given by phone on ")
    d.p("PHONE", k.mobile)
    d.t(r.choice([" (ok to leave message)", " - no messages", ""]) + ".\n")
    d.t("- Copy to community midwife " if c.uk else "- Copy to OB provider ")
    d.p("DOCTOR", fname(c.staff("F"), r.choice(["fl", "f"])))
    d.t(" and to ")
    d.p("HOSPITAL", c.practice())
    d.t(".\n")
    if r.random() < 0.4:
        d.t("- Support: ")
        d.p("ORGANIZATION", r.choice(P.CHARITIES))
        d.t(", ")
        d.p("URL", c.url("/antenatal"))
        d.t("\n")
    K.sign(d, c, gc, c.gc_cred(), contact=True, lic=not c.uk and r.random() < 0.5)
    return d
