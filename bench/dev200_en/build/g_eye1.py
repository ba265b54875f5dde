"""Eye clinic letter, cataract operative note, optometry referral (dev200_en, author 200)."""
import core as C
import eyecommon as E
import ids
import people as H
import pools as P

REL = [("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"), ("partner", None),
       ("niece", "F"), ("carer", None), ("neighbour", None), ("granddaughter", "F")]


def relative(cs):
    rng = cs.rng
    rel, sex = rng.choice(REL)
    same = rel in ("daughter", "son", "granddaughter") and rng.random() < 0.6
    p = H.make_person(rng, sex=sex, surname=cs.pt.surname if same else None, middle_p=0.1)
    return rel, p


def age_phrase(cs):
    rng = cs.rng
    a = cs.age_item()
    k = rng.randint(0, 3)
    if k == 0:
        return [a, "-year-old"]
    if k == 1:
        return [a, " year old"]
    if k == 2:
        return [a, " yo"]
    return [a, "yo"]


def eye_letter(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(19, 94))
    d = cs.d
    cond_key = rng.choice(list(E.CONDITIONS.keys()))
    cond = E.CONDITIONS[cond_key]
    site = H.make_site(rng, c, P.EYE_SITE_FORMS + P.HOSP_FORMS)
    cons = C.make_clin(rng, c, "eye")
    gp = C.make_clin(rng, c, "md")
    gpsite = H.make_site(rng, c, P.GP_FORMS[c])
    dept = rng.choice(["Department of Ophthalmology", "Ophthalmology Outpatients", "Eye Clinic",
                       None, cond["clinic"]])
    C.letterhead(cs, site, dept)
    d.t("\n", rng.choice(["Date: ", "", "Clinic date: "]), cs.D(cs.visit), "\n\n")
    if rng.random() < 0.6:
        d.t(cs.dr(gp, ("full", "isn")), "\n", (gpsite.name, "HOSPITAL"), "\n",
            gpsite.addr.multiline(rng), "\n\n")
    d.t("Dear ", rng.choice([cs.drs(gp), cs.drs(gp), [(gp.given, "DOCTOR")]]), ",\n\n")
    d.t(rng.choice(["Re: ", "RE: ", "Patient: "]), cs.N(cs.pt, "PATIENT", ("full", "fullm", "REVALL")),
        rng.choice([", DOB ", "  DOB: ", " - born "]), cs.D(cs.pt.dob), "\n")
    mrl = {"AU": "UR", "UK": "Hosp No", "CA": "Chart #"}[c]
    d.t(mrl, ": ", (cs.mrn, "MRN"))
    if rng.random() < 0.7:
        d.t("   ", cs.hlabel, " ", (cs.hno, "HEALTHPLAN"))
    d.t("\n")
    if rng.random() < 0.6:
        d.t(cs.addr.oneline(rng), "\n")
    d.t("\n")
    d.t(rng.choice(["Diagnoses:", "Diagnosis:", "Problem list:", "DIAGNOSES"]), "\n")
    dxs = rng.sample(cond["dx"], k=min(len(cond["dx"]), rng.randint(1, 2)))
    extra = rng.sample(["Pseudophakia left eye", "Dry eye disease / meibomian gland dysfunction",
                        "Type 2 diabetes, no retinopathy", "Amblyopia right eye (longstanding)",
                        "Previous retinal detachment repair right eye", "Blepharitis"],
                       k=rng.randint(0, 2))
    for i, x in enumerate(dxs + extra, 1):
        d.t(f"{i}. ", x, "\n")
    d.t("\n", rng.choice(["Medications:", "Current treatment:", "Drops:"]), " ",
        "; ".join(rng.sample(cond["meds"], k=min(2, len(cond["meds"])))), "\n\n")
    head = ("", "RE", "LE") if c != "CA" else ("", "OD", "OS")
    if rng.random() < 0.5:
        head = ("", "Right", "Left")
    E.table(d, rng, E.va_rows(rng, c, logmar=(c == "UK" and rng.random() < 0.4)), head)
    d.t("\n")
    # narrative
    k = rng.randint(0, 2)
    if k == 0:
        d.t("I reviewed ", cs.pts(), " in the ", cond["clinic"], " on ", cs.D(cs.visit), ". ",
            cs.he().capitalize(), " is a ", age_phrase(cs), " ")
    elif k == 1:
        d.t("Thank you for referring this pleasant ", age_phrase(cs), " ")
    else:
        d.t("Many thanks for asking me to see ", (cs.pt.given, "PATIENT"), ", a ", age_phrase(cs), " ")
    prof = rng.choice(P.PROF_GENERAL)
    if cs.age > 64 and rng.random() < 0.6:
        d.t("retired ")
    d.t((prof, "PROFESSION"))
    d.t(rng.choice([" who ", ", who "]), rng.choice([
        "reports gradually worsening vision for reading and driving at night.",
        "has no new visual symptoms.", "noticed distortion in the right eye about three weeks ago.",
        "attends for routine monitoring.", "complains of glare from oncoming headlights."]), " ")
    if rng.random() < 0.65:
        rel, rp = relative(cs)
        d.t(cs.he().capitalize(), " attended with ", cs.his(), " ", rel, " ",
            (rng.choice([rp.full(), rp.given]), "FAMILY"))
        if rng.random() < 0.4:
            d.t(" (", rng.choice(["mob ", "contact ", ""]), (H.phone(rng, c, "mobile"), "PHONE"), ")")
        d.t(", who ", rng.choice(["helps with the drops", "drives " + cs.him() + " to appointments",
                                   "reports several near-falls at home",
                                   "is " + cs.his() + " main carer"]), ". ")
    if rng.random() < 0.3:
        ctry = rng.choice(P.COUNTRIES_ABROAD)
        d.t(cs.he().capitalize(), " is planning to visit family in ", (ctry, "COUNTRY"), " in ",
            (H.fdate(cs.later(40, 200), "month_year"), "DATE"), " and wishes to complete treatment first. ")
    d.t("\n\n", rng.choice(["Examination: ", "On examination ", "Findings: "]))
    for s in rng.sample(cond["find"], k=min(len(cond["find"]), rng.randint(2, 3))):
        d.t(E.fill(rng, s), ". ")
    d.t("\n\n", rng.choice(["Plan:", "Management:", "PLAN"]), "\n")
    for s in rng.sample(cond["plan"], k=min(len(cond["plan"]), rng.randint(2, 3))):
        d.t("- ", E.fill(rng, s), "\n")
    fu = cs.later(28, 200)
    d.t("- ", rng.choice(["Review in clinic on ", "Next appointment: ", "Follow-up booked for "]),
        cs.D(fu, rng.choice([cs.ds, "wd_long"])), rng.choice([" at 09:30", " 14:15", "", " (AM clinic)"]), "\n")
    if rng.random() < 0.35:
        d.t("- Previous history: right cataract surgery at ", (H.org_name(rng, P.EYE_SITE_FORMS), "HOSPITAL"),
            " in ", (str(cs.visit.year - rng.randint(1, 12)), "DATE"), "\n")
    if rng.random() < 0.3:
        d.t("- ", cs.he().capitalize(), " does not meet the driving standard at present and has been advised ",
            "to inform the ", {"AU": "licensing authority", "UK": "DVLA", "CA": "Ministry of Transportation"}[c], ".\n")
    d.t("\n")
    C.signoff(cs, cons)
    if rng.random() < 0.5:
        d.t(rng.choice(["Dictated by ", "Seen with "]), (C.make_clin(rng, c, "eye").full(), "DOCTOR"),
            rng.choice([", Registrar", " (Fellow)", ", ophthalmology registrar"]), "\n")
    d.t("\n")
    C.cc_gp(cs, gp, gpsite)
    if rng.random() < 0.5:
        d.t("cc: ", cs.N(cs.pt, "PATIENT", ("full", "fullm")), ", ", cs.addr.oneline(rng), "\n")
    C.typist(cs, cons)
    return cs


IOLS = [("Alcon AcrySof IQ SN60WF", 17.0, 24.5), ("J&J Tecnis ZCB00", 17.5, 25.0),
        ("Zeiss CT Lucia 611P", 18.0, 24.0), ("Alcon Clareon CNA0T0", 16.0, 25.0),
        ("Rayner RayOne Aspheric", 18.5, 23.5), ("Bausch + Lomb enVista MX60E", 17.0, 24.0),
        ("Hoya Vivinex XY1", 18.0, 24.5), ("Alcon AcrySof IQ Toric SN6AT3", 18.0, 23.0)]


def cataract_op(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(48, 96))
    d = cs.d
    site = H.make_site(rng, c, P.EYE_SITE_FORMS + P.HOSP_FORMS)
    surg = C.make_clin(rng, c, "eye")
    asst = C.make_clin(rng, c, "eye")
    anaes = C.make_clin(rng, c, "md")
    scrub = C.make_clin(rng, c, "nurse", 0.75)
    scout = C.make_clin(rng, c, "nurse", 0.75)
    eye = rng.choice(["RIGHT", "LEFT"])
    d.t((site.name.upper() if rng.random() < 0.5 else site.name, "HOSPITAL"), "\n")
    d.t(rng.choice(["OPERATION NOTE - CATARACT SURGERY", "Operative Report: Cataract",
                    "OPERATION RECORD", "Cataract Surgery Operation Note"]), "\n\n")
    d.t("Patient: ", cs.N(cs.pt, "PATIENT", ("REV", "REVALL", "fullm")), "    ",
        {"AU": "UR: ", "UK": "Hospital No: ", "CA": "MRN: "}[c], (cs.mrn, "MRN"), "\n")
    d.t("DOB: ", cs.D(cs.pt.dob), "    Age: ", cs.age_item(), "    Sex: ", cs.pt.sex, "\n")
    if rng.random() < 0.6:
        d.t(rng.choice(["Episode no: ", "Encounter #: ", "Admission no: "]), (ids.account(rng), "ACCOUNT"), "\n")
    hh = rng.randint(7, 16)
    d.t("Date of operation: ", cs.D(cs.visit), "   OR " if c == "CA" else "   Theatre ", (str(rng.randint(1, 8)), "LOCATION_OTHER"),
        "   Start ", f"{hh:02d}:{rng.choice(['05', '20', '35', '50'])}", "\n")
    d.t("Surgeon: ", cs.dr(surg, ("full", "isn")), "\n")
    d.t("Assistant: ", cs.dr(asst, ("full", "isn")), rng.choice([" (registrar)", " (fellow)", ""]), "\n")
    d.t("Anaesthetist: ", cs.dr(anaes, ("full", "isn")), "\n")
    d.t("Scrub: ", (scrub.full(), "DOCTOR"), " ", scrub.creds, "   Scout: ", (scout.isn(), "DOCTOR"), "\n\n")
    d.t("Operation: ", eye, " ", rng.choice(["phacoemulsification + posterior chamber IOL",
                                              "phaco/IOL", "small-incision phacoemulsification with in-the-bag IOL",
                                              "femtosecond laser-assisted cataract surgery + IOL"]), "\n")
    d.t("Anaesthesia: ", rng.choice(["topical (tetracaine) + intracameral lidocaine 1% preservative-free",
                                     "sub-Tenon's block, 4 mL lidocaine 2%", "peribulbar block, 6 mL 50:50 lidocaine 2%/bupivacaine 0.5%",
                                     "GA with LMA", "topical + sedation (midazolam 1 mg IV)"]), "\n")
    d.t("WHO surgical safety checklist completed. Site marked and verified with patient.\n\n")
    iol, lo, hi = rng.choice(IOLS)
    pw = rng.randint(int(lo * 2), int(hi * 2)) / 2
    d.t("Biometry (", rng.choice(["IOLMaster 700", "Lenstar LS 900", "Argos", "IOLMaster 500"]), "): AL ",
        f"{rng.uniform(21.8, 26.2):.2f}", " mm, K1 ", f"{rng.uniform(41.5, 45.5):.2f}", " D, K2 ",
        f"{rng.uniform(42.0, 46.5):.2f}", " D, ACD ", f"{rng.uniform(2.6, 3.8):.2f}", " mm\n")
    d.t("Formula: ", rng.choice(["Barrett Universal II", "SRK/T", "Hill-RBF 3.0", "Kane", "Haigis"]),
        "   Target refraction: ", rng.choice(["-0.25", "-0.50", "plano", "-0.10", "-2.50 (monovision)"]), " D\n")
    d.t("IOL implanted: ", iol, " ", f"+{pw:.1f}", " D\n")
    d.t(rng.choice(["Serial No: ", "SN: ", "S/N "]), (ids.iol_serial(rng), "DEVICE"))
    if rng.random() < 0.7:
        d.t(rng.choice(["   Lot: ", "   LOT ", "   Batch: "]), (ids.lot(rng), "DEVICE"))
    d.t("   (sticker in notes)\n\n")
    d.t("Procedure:\n")
    steps = ["Povidone-iodine 5% to the conjunctival sac, draped, speculum inserted.",
             f"{rng.choice(['2.2', '2.4', '2.75'])} mm {rng.choice(['temporal', 'superior', 'on-axis'])} clear corneal incision; two paracenteses.",
             f"{rng.choice(['Healon GV', 'Viscoat', 'DisCoVisc', 'Provisc'])} OVD; {rng.choice(['5.0', '5.5'])} mm continuous curvilinear capsulorhexis.",
             "Hydrodissection and hydrodelineation.",
             f"{rng.choice(['Divide and conquer', 'Stop and chop', 'Phaco chop'])} nucleus removal (CDE {rng.uniform(3, 22):.2f}, US time {rng.randint(15, 90)} s).",
             "I/A of cortex; posterior capsule polished.", "IOL injected into the capsular bag and centred.",
             "OVD removed; wounds hydrated and watertight.",
             f"Intracameral {rng.choice(['cefuroxime 1 mg/0.1 mL', 'moxifloxacin 0.5 mg/0.1 mL'])}."]
    if rng.random() < 0.25:
        steps.insert(3, "Small pupil: Malyugin ring 6.25 mm inserted, removed at end.")
    if rng.random() < 0.2:
        steps.insert(3, "Trypan blue used to stain the anterior capsule (white cataract).")
    for i, s in enumerate(steps, 1):
        d.t(f"{i}. ", s, "\n")
    d.t("\n")
    if rng.random() < 0.15:
        d.t("Complications: posterior capsule rupture with vitreous loss during I/A. Bimanual anterior vitrectomy; ",
            "3-piece IOL (MA60AC ", f"+{pw - 0.5:.1f}", " D, SN ", (ids.iol_serial(rng), "DEVICE"),
            ") placed in the sulcus with optic capture.\n")
    else:
        d.t("Complications: ", rng.choice(["Nil.", "None.", "nil intra-operative complications"]), "\n")
    d.t("Eye padded and shielded.\n\nPost-operative instructions:\n")
    for s in rng.sample(["chloramphenicol 0.5% QID for 1 week", "prednisolone acetate 1% QID, taper over 4 weeks",
                         "Maxidex QID for 4 weeks", "ketorolac 0.5% TDS for 6 weeks (diabetic, CMO prophylaxis)",
                         "shield at night for 1 week", "no swimming for 2 weeks",
                         "paracetamol 1 g QID PRN"], k=4):
        d.t("- ", s, "\n")
    ward = rng.choice(P.WARD_NAMES)
    d.t("\nTransferred to ", (ward, "HOSPITAL"), ", ", rng.choice(["bed ", "chair ", "bay "]),
        (str(rng.randint(1, 24)), "LOCATION_OTHER"), ". Discharge home with ")
    rel, rp = relative(cs)
    d.t(rel, " ", (rng.choice([rp.full(), rp.given]), "FAMILY"), ".\n")
    d.t("First post-op review: ", cs.D(cs.later(1, 14)), " with ", rng.choice(["the optometrist ", "nurse-led clinic ", ""]),
        "at ", (site.name if rng.random() < 0.5 else H.org_name(rng, P.OPTOM_FORMS), "HOSPITAL"),
        ". Emergency contact ", (site.phone, "PHONE"), ".\n\n")
    d.t("Signed: ", cs.dr(surg, ("full", "isn")), "  ", surg.creds, "  ", surg.reglabel, " ",
        (surg.reg, "LICENSE"), "\n", cs.D(cs.visit), " ", f"{hh + 1:02d}:{rng.randint(0, 59):02d}", "\n")
    return cs


def optom_referral(rng, c, lower):
    cs = C.Case(rng, c, lower, age=(5, 90) if rng.random() < 0.15 else (18, 90))
    d = cs.d
    prac = H.make_site(rng, c, P.OPTOM_FORMS)
    optom = C.make_clin(rng, c, "optom")
    dest = H.make_site(rng, c, P.EYE_SITE_FORMS + P.HOSP_FORMS)
    oph = C.make_clin(rng, c, "eye")
    C.letterhead(cs, prac)
    d.t(rng.choice(["REFERRAL FOR OPHTHALMOLOGY OPINION", "Optometry referral",
                    "GOS 18 - Referral from optometrist" if c == "UK" else "Optometric referral letter"]), "\n")
    d.t("Date: ", cs.D(cs.visit), "\n")
    urg = rng.choice(["Routine", "Soon (within 4 weeks)", "Urgent (within 1 week)", "Emergency - same day"])
    d.t("Urgency: ", urg, "\n")
    if rng.random() < 0.5:
        d.t("Referral ref: ", (ids.accession(rng, "REF"), "IDNUM"), "\n")
    d.t("\nTo: ", cs.dr(oph, ("full", "isn")), ", ", rng.choice(["Ophthalmologist", "Eye Casualty", "Consultant"]), "\n",
        (dest.name, "HOSPITAL"), "\n", dest.addr.oneline(rng), "\n")
    if rng.random() < 0.4:
        d.t("Sent via e-referral to ", (dest.email, "EMAIL"), "\n")
    d.t("\nPatient details\n")
    C.pt_block(cs, ("name", "dob", "addr", "phone", "hno"))
    if rng.random() < 0.5:
        d.t("Email: ", (cs.pt.email(rng), "EMAIL"), "\n")
    gp = C.make_clin(rng, c, "md")
    gps = H.make_site(rng, c, P.GP_FORMS[c])
    d.t("GP: ", cs.dr(gp, ("full", "isn")), ", ", (gps.name, "HOSPITAL"), "\n\n")
    reasons = [("suspected neovascular AMD right eye", "sudden distortion of straight lines in the right eye for 10 days"),
               ("raised IOP / suspected glaucoma", "no symptoms; routine eye exam"),
               ("cataract affecting lifestyle", "difficulty reading road signs and glare when driving"),
               ("suspected retinal detachment left eye", "new floaters and a curtain inferiorly since yesterday"),
               ("optic disc swelling both eyes", "headaches worse in the morning, transient visual obscurations"),
               ("new-onset diplopia", "horizontal double vision for one week, worse at distance"),
               ("keratoconus progression", "vision not correctable to 6/9 with spectacles"),
               ("reduced vision, child - amblyopia", "failed school screening")]
    rsn, hx = rng.choice(reasons[-1:] if cs.age < 16 else reasons[:-1])
    d.t("Reason for referral: ", rsn, "\n")
    d.t("History: ", hx, ". ")
    if cs.age >= 18 and rng.random() < 0.7:
        d.t("Occupation: ", (rng.choice(P.PROF_GENERAL), "PROFESSION"), ". ")
    elif cs.age < 18:
        par = H.make_person(rng, surname=cs.pt.surname if rng.random() < 0.7 else None)
        d.t("Attended with ", rng.choice(["mother", "father", "parent", "grandmother"]), " ",
            (par.full(), "FAMILY"), ". School: ", (H.school(rng, c), "ORGANIZATION"), ". ")
    d.t(rng.choice(["Drives.", "Does not drive.", "Holds a car licence.", "Non-driver."]) if cs.age >= 18 else "", "\n")
    d.t(rng.choice(["PMH: ", "General health: "]), rng.choice(["T2DM, hypertension", "nil significant",
                                                             "asthma; migraine", "AF on apixaban", "hypothyroidism"]), ". ",
        "Family history: ", rng.choice(["mother had glaucoma", "nil ocular", "father AMD", "sibling strabismus"]), ".\n\n")
    d.t("Refraction:\n")
    rows = [("RE" if c != "CA" else "OD", E.refraction(rng), E.va(rng, c, rng.randint(0, 7))),
            ("LE" if c != "CA" else "OS", E.refraction(rng), E.va(rng, c, rng.randint(0, 7)))]
    add = f"+{rng.choice([1.00, 1.50, 2.00, 2.25, 2.50]):.2f}" if cs.age > 44 else "-"
    for eye_, rx, v in rows:
        d.t("  ", eye_, "  ", rx.ljust(22), " Add ", add, "   VA ", v, "\n")
    d.t("IOP: ", str(E.iop(rng, "IOP" in rsn)), " / ", str(E.iop(rng, "IOP" in rsn)), " mmHg (",
        rng.choice(["iCare", "NCT", "Perkins", "Goldmann"]), ", ", f"{rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}", ")\n")
    d.t("Anterior segment: ", rng.choice(["quiet, clear corneas, van Herick grade 3", "mild blepharitis, otherwise NAD",
                                         "NS2 lens opacities both eyes"]), "\n")
    d.t("Fundus (", rng.choice(["dilated, tropicamide 1%", "Volk 90D", "Optos widefield"]), "): ",
        rng.choice(["C:D 0.7 RE, 0.5 LE with inferior rim thinning RE", "drusen and RPE change at the right macula with a small haemorrhage",
                    "flat retina; horseshoe tear at 11 o'clock LE", "blurred disc margins both eyes, no SVP"]), "\n")
    if rng.random() < 0.6:
        d.t("OCT: ", E.fill(rng, rng.choice(["CST {cst} microns RE with subretinal fluid",
                                             "RNFL average {rnfl} microns RE, borderline", "normal macular profile"])), "\n")
    if rng.random() < 0.4:
        d.t("Visual fields: Humphrey 24-2 MD ", f"-{rng.randint(0, 12)}.{rng.randint(0, 9)}", " dB RE, ",
            f"-{rng.randint(0, 6)}.{rng.randint(0, 9)}", " dB LE; reliable\n")
    d.t("\nI would be grateful for your assessment and management. ", cs.pts(),
        " is aware of the referral and can be contacted on ", (cs.mobile, "PHONE"), ".\n\n")
    C.signoff(cs, optom, reg_p=0.9)
    d.t((prac.name, "HOSPITAL"), "  ", (prac.phone, "PHONE"), "\n")
    return cs
