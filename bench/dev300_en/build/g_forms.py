"""Form-like genres: notification to public health, latent TB treatment
plan, drug sensitivity and culture report."""
import clin
import core
from g_common import pt_title, dr_title, pt_ref, pt_full, staff_sig, staff_ref, pt_id_block

NOTIF_TITLE = {
    "UK": ["NOTIFICATION OF INFECTIOUS DISEASE (Health Protection (Notification) Regulations 2010) - TUBERCULOSIS",
           "TB Notification to Health Protection Team"],
    "US": ["CONFIDENTIAL MORBIDITY REPORT - TUBERCULOSIS (suspected or confirmed)", "TB Case Report to Local Health Department"],
    "CA": ["REPORTABLE DISEASE NOTIFICATION - TUBERCULOSIS", "Tuberculosis Case Report Form"],
    "AU": ["TUBERCULOSIS NOTIFICATION FORM (Public Health Act)", "Notifiable Condition Report - Tuberculosis"],
    "NZ": ["NOTIFICATION OF NOTIFIABLE DISEASE TO THE MEDICAL OFFICER OF HEALTH - TUBERCULOSIS", "TB Notification Form"],
}
ETHNIC = ["Black African", "Indian", "Pakistani", "Bangladeshi", "White British", "White Other", "Chinese", "Filipino",
          "Hispanic/Latino", "Pacific - Tongan", "Pacific - Samoan", "Maori", "Vietnamese", "Asian Other", "I-Kiribati",
          "Aboriginal and/or Torres Strait Islander: no"]


ETHNIC_BY_GROUP = {"somali": ["Black African", "African - Somali"], "horn": ["Black African", "African Other"],
                   "west_african": ["Black African", "African"], "south_asian": ["Indian", "Pakistani", "Bangladeshi", "Asian Other", "Nepali"],
                   "filipino": ["Filipino", "Asian Other"], "sea": ["Vietnamese", "Asian Other", "Southeast Asian"],
                   "chinese": ["Chinese", "Asian - Chinese"], "east_euro": ["White Other", "White - European"],
                   "pacific": ["Pacific - Tongan", "Pacific - Samoan", "I-Kiribati", "Pacific Peoples"], "latin": ["Hispanic/Latino", "Latin American"],
                   "afghan": ["Asian Other", "Middle Eastern/Central Asian"], "local": ["White British", "White", "Maori", "Not stated"]}


def _box(ctx, on):
    return ctx.ch(["[x]", "[X]", "(x)"]) if on else ctx.ch(["[ ]", "[ ]", "( )"])


def notification_form(ctx, doc):
    r, c = ctx.r, ctx.c
    us = c in ("US", "CA")
    pt = ctx.person(amin=1, amax=90)
    ph = ctx.phorg()
    notifier = ctx.staff(ctx.ch(["Consultant Respiratory Physician", "TB Physician", "Infectious Diseases Physician",
                                 "Respiratory Registrar", "Attending Physician"]))
    hosp = ctx.hospital()
    doc.line(ctx.ch(NOTIF_TITLE[c]))
    doc.add("To: ", (ph, "ORGANIZATION"), "   Fax: ", (ctx.fax(), "FAX"))
    if ctx.p(0.5):
        doc.add("   Secure email: ", (ctx.email(), "EMAIL"))
    doc.add("\nDate of notification: ", ctx.D(ctx.ref), "   Urgent (smear +ve): ", ctx.ch(["Y", "N"]), "\n\n")
    doc.add("1. PATIENT DETAILS\n")
    doc.add("Surname: ", (pt.last.upper() if ctx.p(0.5) else pt.last, "PATIENT"), "    Given name(s): ",
            (pt.first + (" " + pt.mid if pt.mid else ""), "PATIENT"), "\n")
    if ctx.p(0.25):
        doc.add("Also known as: ", (pt.first[:3] if len(pt.first) > 4 else pt.first + " " + pt.last[0], "PATIENT"), "\n")
    doc.add("Date of birth: ", ctx.D(pt.dob), "    Age: ", (str(pt.age), "AGE"), "    Sex: ", ctx.ch([pt.sex, "Male" if pt.sex == "M" else "Female"]), "\n")
    a = ctx.address()
    doc.add("Usual residence: ", ctx.addr_items(a, "line", full_state=False), "\n")
    if c == "US" and a.county:
        doc.add("County of residence: ", (a.county, "CITY"), "\n")
    doc.add("Phone: ", (ctx.phone("mobile"), "PHONE"))
    if ctx.p(0.4):
        doc.add("    Alt phone: ", (ctx.phone("land"), "PHONE"))
    doc.add("\n")
    doc.add(ctx.hp_label(), ": ", (ctx.healthplan(), "HEALTHPLAN"), "    ", ctx.ch(["MRN", "Hospital no."]), ": ", (ctx.mrn(), "MRN"), "\n")
    if c in ("US", "CA", "UK") and ctx.p(0.5):
        doc.add(ctx.ssn_label(), ": ", (ctx.ssn(), "SSN"), "\n")
    doc.add("Ethnicity: ", ctx.ch(ETHNIC_BY_GROUP[pt.group]), "    Country of birth: ", ctx.cob_items(pt))
    if pt.group != "local":
        doc.add("    Year of entry: ", (str(max(pt.dob.year + 1, ctx.ref.year - r.randint(0, 25))), "DATE"))
    doc.add("\n")
    if pt.age >= 17:
        doc.add("Occupation: ", (ctx.profession(), "PROFESSION"))
        if ctx.p(0.6):
            doc.add("    Employer: ", (ctx.employer(), "ORGANIZATION"))
    elif pt.age >= 4:
        doc.add("School: ", (ctx.school(pt.age), "ORGANIZATION"), "    Year group ", str(max(1, pt.age - 5)))
    else:
        par = ctx.relative(pt, amin=20, amax=45, same_name=True)
        doc.add("Parent/guardian: ", (par.name("full"), "FAMILY"), "    Childcare: ", (ctx.school(pt.age), "ORGANIZATION"))
    doc.add("\n\nRisk factors: ")
    for lbl in ["homeless", "prison (ever)", "drug misuse", "alcohol misuse", "diabetes", "immunosuppression", "TB contact", "HCW"]:
        doc.add(_box(ctx, ctx.p(0.18)), " ", lbl, "  ")
    doc.add("\n")
    if ctx.p(0.3):
        doc.add("Prison: ", (ctx.prison(), "ORGANIZATION"), ", released ", ctx.D(ctx.before(ctx.ref, 30, 400), ctx.ch(["month_y", None])), "\n")
    if ctx.p(0.2):
        doc.add("Works as long-haul driver; shares cab (reg ", (ctx.plate(), "VEHICLE"), ") with one co-driver\n")
    doc.add("\n2. CLINICAL\n")
    onset = ctx.before(ctx.ref, 30, 150)
    diag = ctx.before(ctx.ref, 1, 14)
    doc.add("Site of disease: ", pt.site, "    ICD-10: ", clin.icd(r), "\n")
    doc.add("Symptom onset: ", ctx.D(onset, ctx.ch([None, "month_y", "mon_y"])), "    Date of diagnosis: ", ctx.D(diag),
            "    Treatment start: ", ctx.D(core.add_days(diag, r.randint(0, 3))), "\n")
    doc.add("Regimen: ", clin.regimen_short(r), "    ", clin.cxr(r), "\n")
    doc.add("Microbiology: ", clin.smear(r), "; ", clin.xpert(r, rif_res=ctx.p(0.05)), "\n")
    doc.add("Specimen ref(s): ", (ctx.accession(), "IDNUM"))
    if ctx.p(0.6):
        doc.add(", ", (ctx.accession(), "IDNUM"))
    doc.add(" at ", (ctx.lab(), "HOSPITAL"), "\n")
    doc.add("HIV test: ", ctx.ch(["offered and done - negative", "offered, declined", "known positive (VL undetectable)", "done, negative"]),
            "    BCG: ", ctx.ch(["scar seen", "not known", "no", "yes (as infant)"]), "\n")
    if ctx.p(0.35):
        doc.add("Previous TB: yes, treated in ", ctx.cob_items(pt), " in ", (str(ctx.ref.year - r.randint(3, 20)), "DATE"), "\n")
    if ctx.p(0.6):
        doc.add("Inpatient at: ", (hosp, "HOSPITAL"), ", ", (ctx.ward(), "HOSPITAL"), ", room ", (str(r.randint(1, 30)), "LOCATION_OTHER"), "\n")
    doc.add("Contacts identified: ", str(r.randint(1, 14)), " (household ", str(r.randint(1, 6)), ")\n\n")
    doc.add("3. NOTIFIER\n")
    doc.add("Name: ", dr_title(ctx), " ", (notifier.name("full"), "DOCTOR"), "    ", notifier.role, "\n")
    doc.add("Facility: ", (hosp, "HOSPITAL"), "\n")
    doc.add("Tel: ", (ctx.phone("land", ext=ctx.p(0.4)), "PHONE"), "    ", ctx.ch(["Pager", "Bleep"]) if c == "UK" else "Pager", ": ",
            (ctx.pager(), "PHONE"), "\n")
    doc.add(ctx.lic_label(), ": ", (ctx.licence(), "LICENSE"), "    Signed: ", (notifier.name("init_last"), "DOCTOR"), "    Date: ",
            ctx.D(ctx.ref), "\n")
    if ctx.p(0.55):
        doc.add("Submitted via ", (ctx.url("portal"), "URL"), " by user ", (ctx.username(notifier), "USERNAME"), " from ", (ctx.ip(), "IPADDR"),
                " at ", clin.time(r, "colon"), "\n")
    doc.add("\nFOR OFFICE USE\n", ctx.case_label(), ": ", (ctx.case_id(), "IDNUM"), "    Received: ", ctx.D(ctx.after(ctx.ref, 0, 2)),
            "    Entered by: ", (ctx.staff("clerk").name(ctx.ch(["initials_nd", "full"])), "DOCTOR"), "\n")
    doc.add("Reported to ", ctx.agency(), ": ", ctx.ch(["yes", "pending", "weekly extract"]), "\n")


def ltbi_plan(ctx, doc):
    r, c = ctx.r, ctx.c
    us = c == "US"
    pt = ctx.person(amin=2, amax=70)
    clinic = ctx.tbclinic()
    nurse = ctx.staff(ctx.ch(["TB Nurse Specialist", "LTBI Nurse", "Public Health Nurse"]))
    pres = ctx.staff(ctx.ch(["TB Physician", "Consultant Respiratory Physician", "Paediatrician", "Nurse Practitioner"]))
    doc.line((clinic, "HOSPITAL"))
    doc.line(ctx.ch(["LATENT TB INFECTION (LTBI) - TREATMENT PLAN", "LTBI Treatment Plan and Consent", "Latent TB: Assessment & Plan"]))
    doc.add("\n")
    pt_id_block(doc, ctx, pt, ctx.address(), hp=True, sep=ctx.ch(["\n", "   "]))
    doc.add("\nReason for screening: ")
    k = r.random()
    if k < 0.4:
        idx = ctx.relative(pt, amin=18, amax=80)
        doc.add(ctx.ch(["household contact of ", "close contact of ", "contact of index case "]), (idx.name(ctx.ch(["full", "initials", "last_first"])), "FAMILY"),
                " (", ctx.ch(["smear positive pulmonary TB", "pulmonary TB", "culture-positive TB"]), ", ", ctx.case_label(), " ",
                (ctx.case_id(), "IDNUM"), ")")
    elif k < 0.65:
        doc.add("new entrant screening - arrived from ", ctx.cob_items(pt), " on ", ctx.D(ctx.before(ctx.ref, 60, 900)))
    elif k < 0.8:
        doc.add("pre-biologic screening (", ctx.ch(["adalimumab", "infliximab", "tocilizumab", "upadacitinib"]), " planned by ",
                ctx.ch(["rheumatology", "dermatology", "gastroenterology"]), ")")
    else:
        doc.add("occupational - ", (ctx.profession(), "PROFESSION"), " at ", (ctx.hospital() if ctx.p(0.5) else ctx.carehome(), "HOSPITAL"))
    doc.add("\n\nRESULTS\n")
    doc.add("- ", clin.igra(r, True), " (", ctx.D(ctx.before(ctx.ref, 7, 40)), ")\n")
    if ctx.p(0.4):
        doc.add("- ", clin.tst(r), "\n")
    doc.add("- CXR ", ctx.D(ctx.before(ctx.ref, 2, 30), ctx.short_style()), ": ", ctx.ch(["normal", "no active disease",
                                                                                          "calcified granuloma L apex, no active TB"]), "\n")
    doc.add("- ", clin.bloods(r), "\n- Baseline ", clin.lfts(r, us), "\n\n")
    doc.add("RISK ASSESSMENT\n")
    doc.add("Age ", core.age_items(pt.age, ctx.ch(["plain", "yrs"]), pt.sex), "; ")
    if pt.age < 16:
        doc.add(ctx.ch(["no liver disease; no regular medicines", "asthma on salbutamol prn only; no interacting drugs",
                        "weight-based dosing; dispersible tablets", "eczema, no systemic medicines"]), ".\n\n")
    else:
        doc.add(ctx.ch(["no liver disease", "NAFLD on US, ALT mildly raised", "drinks 14 units/week"]), "; ")
    doc.add("" if pt.age < 16 else ctx.ch(["on combined OCP - rifamycin interaction discussed", "on methadone 60 mg - dose may need increase with rifampicin",
                    "on apixaban - avoid rifamycins, isoniazid chosen", "no interacting drugs", "on dolutegravir - twice daily dosing if rifampicin",
                    "pregnant 24/40 - defer until postpartum unless recent contact"]), "" if pt.age < 16 else ".\n\n")
    doc.add("PLAN\nRegimen: ", clin.ltbi_regimen(r, c), "\n")
    wt = clin.weight(r) if pt.age > 14 else round(r.uniform(12.0, 45.0), 1)
    doc.add("Weight: %.1f kg" % wt, "\n")
    start = ctx.after(ctx.ref, 0, 14)
    doc.add("Start date: ", ctx.D(start), "    Expected completion: ", ctx.D(core.add_days(start, ctx.ch([84, 91, 120, 182])),
                                                                          ctx.ch([None, "month_y"])), "\n")
    doc.add("Dispensing: ", (ctx.pharmacy(), "HOSPITAL") if ctx.p(0.5) else [(clinic, "HOSPITAL"), " pharmacy"], ", ",
            ctx.ch(["monthly", "2-weekly", "weekly (3HP under DOT)"]), "\n")
    doc.add("Monitoring: LFTs at 2 and 4 weeks (", ctx.D(core.add_days(start, 14), ctx.short_style()), ", ",
            ctx.D(core.add_days(start, 28), ctx.short_style()), "), then monthly; clinic review ", ctx.D(core.add_days(start, 30)), "\n")
    doc.add(clin.education(r), "\n\n")
    if pt.age < 16:
        par = ctx.relative(pt, amin=24, amax=50, same_name=True)
        doc.add("Parent/guardian: ", (par.name("full"), "FAMILY"), " (", ctx.ch(["mother", "father", "aunt"]), "), mob ",
                (ctx.phone("mobile"), "PHONE"), "\n")
        if ctx.p(0.6):
            doc.add("School: ", (ctx.school(pt.age), "ORGANIZATION"), " - no exclusion needed (LTBI is not infectious)\n")
    doc.add("Consent: verbal and written consent obtained ", ctx.D(ctx.ref), ".\n")
    doc.add("Prescriber: ", (pres.name(ctx.ch(["full", "init_last"])), "DOCTOR"), ", ", pres.role)
    if us and ctx.p(0.6):
        doc.add("   DEA ", (ctx.licence("dea"), "LICENSE"))
    elif c == "AU" and ctx.p(0.6):
        doc.add("   Prescriber no. ", (ctx.digits(7), "LICENSE"))
    elif ctx.p(0.4):
        doc.add("   ", ctx.lic_label(), " ", (ctx.licence(), "LICENSE"))
    doc.add("\nTB nurse: ", (nurse.name("full"), "DOCTOR"), "   Tel ", (ctx.phone("land", ext=ctx.p(0.4)), "PHONE"))
    if ctx.p(0.5):
        doc.add("   Email ", (ctx.email(nurse), "EMAIL"))
    doc.add("\n")
    if ctx.p(0.35):
        doc.add("Patient info: ", (ctx.url(), "URL"), "\n")


DRUGS = [("Isoniazid", "0.1"), ("Isoniazid (high)", "0.4"), ("Rifampicin", "1.0"), ("Ethambutol", "5.0"), ("Pyrazinamide", "100"),
         ("Moxifloxacin", "0.25"), ("Levofloxacin", "1.0"), ("Amikacin", "1.0"), ("Linezolid", "1.0"), ("Bedaquiline", "1.0")]


def dst_report(ctx, doc):
    r, c = ctx.r, ctx.c
    us = c == "US"
    pt = ctx.person(amin=1, amax=92)
    lab = ctx.lab()
    req = ctx.staff(ctx.ch(["TB Physician", "Respiratory Registrar", "Infectious Diseases Fellow", "GP"]))
    sci = ctx.staff(ctx.ch(["Biomedical Scientist", "Medical Laboratory Scientist", "Senior Scientist"]))
    micro = ctx.staff("Consultant Microbiologist")
    doc.line((lab, "HOSPITAL"), " - ", ctx.ch(["MYCOBACTERIOLOGY REPORT", "TB Culture and Susceptibility Report",
                                               "Mycobacterial Culture & DST - FINAL REPORT", "AFB CULTURE REPORT (AMENDED)"]))
    doc.add(ctx.ch(["Tel ", "Enquiries: "]), (ctx.phone("land", ext=ctx.p(0.5)), "PHONE"), "  Fax ", (ctx.fax(), "FAX"), "\n")
    doc.add("-" * 60, "\n")
    doc.add("Patient: ", pt_full(ctx, pt, forms=["LAST_FIRST", "LAST_FIRST_M", "last_first", "LAST_first"]), "    Sex: ", pt.sex,
            "    DOB: ", ctx.D(pt.dob), "\n")
    doc.add("MRN: ", (ctx.mrn(), "MRN"), "    ", ctx.hp_label(), ": ", (ctx.healthplan(), "HEALTHPLAN"), "\n")
    loc = ctx.hospital()
    doc.add("Requested by: ", dr_title(ctx), " ", (req.name(ctx.ch(["init_last", "full", "last"])), "DOCTOR"), "    Location: ",
            (loc, "HOSPITAL"))
    if ctx.p(0.5):
        doc.add(" / ", (ctx.ward(), "HOSPITAL"))
    doc.add("\n")
    if ctx.p(0.3):
        doc.add("Billing account: ", (ctx.account(), "ACCOUNT"), "\n")
    coll = ctx.before(ctx.ref, 21, 60)
    rec = core.add_days(coll, r.randint(0, 2))
    doc.add("Lab no: ", (ctx.accession(), "IDNUM"), "    Specimen no: ", (ctx.specimen(), "IDNUM"), "\n")
    doc.add("Specimen: ", ctx.ch(["sputum (expectorated)", "induced sputum", "BAL", "lymph node FNA", "pleural biopsy", "gastric aspirate",
                                  "early morning urine"]), "\n")
    doc.add("Collected: ", ctx.D(coll), " ", clin.time(r, "colon"), "   Received: ", ctx.D(rec), " ", clin.time(r, "colon"),
            "   Reported: ", ctx.D(ctx.ref), " ", clin.time(r, "colon"), "\n\n")
    doc.add("MICROSCOPY: ", clin.smear(r), "\n")
    res = ctx.p(0.15)
    doc.add("NAAT: ", clin.xpert(r, res), ctx.ch(["", " (Cepheid GeneXpert IV, module %d)" % r.randint(1, 4), " (GeneXpert Infinity-48s)"]), "\n")
    doc.add("CULTURE: ", clin.culture(r, True), "\n")
    doc.add("IDENTIFICATION: Mycobacterium tuberculosis complex (", ctx.ch(["MPT64 antigen positive", "GenoType MTBC", "WGS"]), ")\n\n")
    doc.add("SUSCEPTIBILITY (", ctx.ch(["BACTEC MGIT 960, critical concentration", "agar proportion", "MGIT 960 SIRE kit"]), ")\n")
    doc.add("Drug".ljust(20), "Conc (mg/L)".ljust(14), "Result\n")
    nd = r.randint(5, 10)
    for name, conc in DRUGS[:nd]:
        if c == "US" and name.startswith("Rifampicin"):
            name = "Rifampin"
        v = "S"
        if res and name.startswith(("Rifamp", "Isoniazid")):
            v = "R"
        elif ctx.p(0.04):
            v = "R"
        doc.add(name.ljust(20), conc.ljust(14), v, "\n")
    doc.add("\n")
    if ctx.p(0.6):
        doc.add("WGS: ", ctx.ch(["no resistance-conferring mutations detected (rpoB, katG, inhA, embB, pncA, gyrA)",
                                 "katG S315T detected - high-level INH resistance predicted",
                                 "rpoB S450L detected - RIF resistance; refer to MDR-TB network",
                                 "lineage 4.1.2; predicted pan-susceptible"]), "\n")
        if ctx.p(0.6):
            doc.add("Relatedness: within ", str(r.randint(0, 12)), " SNPs of cluster ", (ctx.ch(["E", "C", "W", "K"]) + str(r.randint(10, 999)),
                                                                                          "IDNUM"), "; ", ctx.ch(["no other cases in cluster", "3 other cases in cluster",
                                                                                                                  "cluster under investigation by HPT"]), "\n")
    if ctx.p(0.5):
        doc.add("Instrument: BACTEC MGIT 960, serial ", (ctx.device("analyser"), "DEVICE"), "; protocol 42 days\n")
    if ctx.p(0.35):
        doc.add("Isolate referred to ", (ctx.lab(), "HOSPITAL"), " (ref ", (ctx.accession(), "IDNUM"), ") on ", ctx.D(core.add_days(rec, r.randint(10, 25))), "\n")
    doc.add("\nCOMMENT: ", ctx.ch(["Results telephoned to ", "Verbal report given to ", "Discussed with "]),
            (req.name(ctx.ch(["full", "init_last"])), "DOCTOR"), " on ", ctx.D(ctx.ref, ctx.short_style()), " at ", clin.time(r), ". ",
            ctx.ch(["Notify to local health protection if not already done.", "Please notify.", "Consistent with fully sensitive TB.",
                    "Second-line DST in progress; interim report."]), "\n\n")
    doc.add("Tested by: ", (sci.name(ctx.ch(["full", "init_last", "initials_nd"])), "DOCTOR"), ", ", sci.role)
    if ctx.p(0.4):
        doc.add(" (", ctx.ch(["HCPC", "ASCP", "Reg"]), " ", (ctx.letters(2) + ctx.digits(6), "LICENSE"), ")")
    doc.add("\nAuthorised by: ", dr_title(ctx), " ", (micro.name("full"), "DOCTOR"), ", ", micro.role, " - ", ctx.D(ctx.ref), "\n")
    doc.add("Copy to: ", (ctx.tbclinic(), "HOSPITAL"), "; ", (ctx.phorg(), "ORGANIZATION"), "\n")
