"""Genres: vaccination record review, TB clinic referral letter, authority follow-up request."""
import phi
import clinical as C
import vaccines as V
from blocks import letterhead, applicant_block, signature, id_fields
from cast import d, addr_line, addr_block
from notekit import Note
from pools_places import DEST_COUNTRY_NAME


def vaccination_review(rng, k):
    n = Note()
    c = k.clinic if rng.random() < 0.7 else k.gp
    letterhead(n, rng, c, rng.choice([0, 1, 3]))
    n.line(rng.choice({"US": ["VACCINATION RECORD REVIEW - I-693 Part 7 / CDC vaccination requirements",
                              "Vaccine review (DS-3025 equivalent)", "IMMUNIZATION REVIEW FOR IMMIGRATION"],
                       "CA": ["Immunization record review - newcomer", "IME follow-up: immunization catch-up plan"],
                       "AU": ["Immunisation history review - catch-up (Australian Immunisation Handbook)",
                              "Vaccination record assessment - visa applicant"],
                       "UK": ["Immunisation history - new entrant review", "Imms catch-up - migrant health check"],
                       "NZ": ["Immunisation status review - new arrival", "Vaccination record check"]}[k.dest]))
    rv = phi.weekday_after(k.exam_date, rng.randint(0, 6))
    reviewer = c.rn.form(rng.choice(["full", "init_sur"])) if rng.random() < 0.6 else [c.rn.form("full"), ", " + c.rn.cred]
    n.line("Review date: {}   Reviewer: {}", d(k, rv), reviewer)
    n.line("")
    nm = k.pt.any_form(rng, ("full", "caps_comma", "comma"))
    n.line("{}: {}   DOB {}   ({} {})", rng.choice(["Applicant", "Client", "Pt"]), nm, d(k, k.dob), (str(k.age), "AGE"),
           "yrs" if k.age > 2 else "y/o")
    lab, val, typ = id_fields(k)[rng.randint(0, 1)]
    n.line("{} {}   chart {}", lab, (val, typ), (k.mrn, "MRN"))
    if k.child:
        n.line("Accompanied by {} {} ({}), contact {}", k.parent_rel, k.parent.form(rng.choice(["full", "given"])),
               rng.choice(["legal guardian", "parent", "sponsor"]), (k.mobile, "PHONE"))
        if rng.random() < 0.6:
            n.line("School: {} requires proof of MMR/varicella before enrolment.", (k.employer if "Academy" in k.employer
                                                                                    or "College" in k.employer else "Milestone Academy",
                                                                                    "ORGANIZATION"))
    n.line("")
    n.line("Documents reviewed:")
    V.foreign_record_note(n, rng, k)
    if rng.random() < 0.5:
        n.line("- previous panel exam record ({} {}) - {}", (k.panel.name, "HOSPITAL"), (k.site_country, "COUNTRY"),
               rng.choice(["MMR x1 documented", "Td given", "no vaccines recorded"]))
    if rng.random() < 0.4:
        n.line("- {} immunisation register printout dated {}", rng.choice(["state", "AIR", "provincial", "GP"]),
               d(k, phi.add_days(rv, -rng.randint(3, 90))))
    n.line("")
    V.vaccine_table(n, rng, k, title=True)
    n.line("")
    n.line("Assessment:")
    n.line(rng.choice(["- MMR: 1 documented dose; 2nd dose given today (0.5 mL SC R arm).",
                       "- Varicella: hx of chickenpox in childhood per parent - accepted; IgG pending.",
                       "- Td/Tdap: primary series incomplete -> Tdap today, Td at 1 and 6-12 months.",
                       "- Hep B: 2 of 3 doses; dose 3 due after minimum interval (8 wks from dose 2, 16 wks from dose 1).",
                       "- Polio: OPV x3 documented (bOPV campaign doses not counted).",
                       "- Influenza: not in season - not required.",
                       "- COVID-19: primary series documented (Comirnaty x2)."]))
    if rng.random() < 0.5:
        n.line("- Not age-appropriate at {} years: {}.", (str(k.age), "AGE"), rng.choice(["Hib, rotavirus", "HPV", "zoster", "Hep A"]))
    n.line("")
    n.line("Catch-up plan:")
    nd = phi.weekday_after(rv, rng.choice([28, 30, 56, 60]))
    n.line("  Next visit {} - {}", d(k, nd), rng.choice(["MMR #2 + Hep B #3", "Tdap booster, IPV", "Varicella #2", "Hep B #2"]))
    if rng.random() < 0.6:
        n.line("  Then {} - {}", d(k, phi.weekday_after(nd, rng.choice([90, 120, 150]))), rng.choice(["Td #3", "Hep B #3", "recheck titres"]))
    n.line("  Interval note: 4-week minimum between live vaccines; 0.5 mL dose; store 2-8 C.")
    if k.dest == "US":
        n.line("Vaccination section of I-693 completed {}; blanket waiver checked for {}.", d(k, rv),
               rng.choice(["Hep A (not age-appropriate)", "influenza (not in season)", "none"]))
    signature(n, rng, c.md if rng.random() < 0.5 else c.rn, c, None, None, rv if rng.random() < 0.5 else None, k)
    return n


def tb_clinic_referral(rng, k):
    n = Note()
    src = k.clinic if k.dest == "US" else (k.gp if rng.random() < 0.6 else k.clinic)
    letterhead(n, rng, src)
    ld = phi.weekday_after(k.exam_date, rng.randint(3, 20))
    n.line("{}", d(k, ld, rng.choice([k.ds, "dmy_long" if k.dest != "US" else "us_long"])))
    n.line("")
    tb = k.tbc
    n.line("{}", tb.md.dr(rng) if rng.random() < 0.6 else "Intake Coordinator")
    n.line("{}", (tb.name, "HOSPITAL"))
    n.line("{}", addr_block(tb.addr, rng))
    n.line("Fax: {}", (tb.fax, "FAX"))
    n.line("")
    n.line("RE: {}  DOB {}  {}", k.pt.form(rng.choice(["caps_comma", "full", "comma"])), d(k, k.dob),
           [id_fields(k)[0][0] + " ", (id_fields(k)[0][1], "IDNUM")])
    n.line("Address: {}   Mobile {}", addr_line(k.home, rng), (k.mobile, "PHONE"))
    if k.dest in ("US", "CA") and rng.random() < 0.3:
        n.line("{}: {}", "SSN" if k.dest == "US" else "SIN", (k.ssn if k.dest == "US" else k.sin, "SSN"))
    n.line("")
    n.line("Dear {},", tb.md.dr(rng) if rng.random() < 0.7 else "colleague")
    n.line("")
    pron = "She" if k.sex == "F" else "He"
    pos = "her" if k.sex == "F" else "his"
    occ = [" who works as a ", (k.profession, "PROFESSION")] if k.profession else ""
    n.line("Thank you for seeing {}, a {}-year-old {} born in {}{}, whom I examined on {} for {}.",
           k.pt.form(rng.choice(["full", "given"])), (str(k.age) if rng.random() < 0.7 else phi.age_words(k.age), "AGE"),
           ("woman" if k.sex == "F" else "man") if k.age >= 18 else ("girl" if k.sex == "F" else "boy"),
           (k.birth_country, "COUNTRY"), occ, d(k, k.exam_date),
           {"US": "adjustment of status (Form I-693)", "CA": "an IRCC medical (post-landing surveillance)",
            "AU": "a visa health examination (HAP ID on file)", "UK": "a migrant health check",
            "NZ": "an INZ medical (eMedical)"}[k.dest])
    arr = phi.add_days(k.exam_date, -rng.randint(60, 1500))
    where = (DEST_COUNTRY_NAME[k.dest], "COUNTRY") if rng.random() < 0.5 else (k.home["city"], "CITY")
    n.line("{} arrived in {} on {} and currently lives in {} with {} {} {}{}.", pron, where,
           d(k, arr), (k.home["city"], "CITY"), pos, k.spouse_rel, k.spouse.form(rng.choice(["full", "given"])),
           [" and their " + k.kid_rel + " ", k.kid.form("given"), " (", (str(k.kid_age), "AGE"), ")"] if rng.random() < 0.6 else "")
    n.line("")
    res = rng.choice(["pos", "pos", "indet"])
    C.igra(n, rng, k, res, k.exam_date)
    finding, cls = C.cxr_text(rng, rng.random() < 0.6)
    cxd = phi.add_days(k.exam_date, rng.randint(1, 6))
    n.line("CXR {} ({}): {} Classification: {}.", d(k, cxd), (k.rad.name, "HOSPITAL"), finding, cls)
    C.symptom_review(n, rng)
    C.pmh(n, rng, k)
    if rng.random() < 0.2:
        n.line("Note: {} in situ (serial {}); please check MRI/imaging safety before any CT-guided procedure.",
               rng.choice(["insulin pump", "pacemaker", "cochlear implant", "VP shunt (programmable valve)"]), (k.device_sn, "DEVICE"))
    n.line("")
    asks = ["I would be grateful if you could assess for LTBI treatment and exclude active disease.",
            "Requesting sputum induction x3 and respiratory review; the applicant is keen to start treatment."]
    asks.append({"US": "Please evaluate as Class B1 follow-up; USCIS requires completion of the TB evaluation before the I-693 can be signed.",
                 "CA": "Please see under the medical surveillance requirement (IMM 0535) and confirm attendance to IRCC.",
                 "AU": pron + " has a TB health undertaking (Form 815) and must contact your service within 28 days.",
                 "UK": "Referred under the latent TB testing programme for new entrants (IGRA-positive, aged 16-35).",
                 "NZ": pron + " was granted a visa subject to TB follow-up; please arrange review and notify INZ of attendance."}[k.dest])
    n.line(rng.choice(asks))
    if rng.random() < 0.5:
        n.line("{} prefers {}; an interpreter was used today ({}, {}).", pron, k.lang, k.interp.form("full"),
               (k.interp_agency, "ORGANIZATION"))
    if rng.random() < 0.4:
        n.line("Household contacts: {} {}; {} {} (aged {}).", k.spouse_rel, k.spouse.form("full"), k.kid_rel,
               k.kid.form("given"), (str(k.kid_age), "AGE"))
    n.line("")
    n.line("Enclosed: IGRA report, CXR report and images (CD), vaccination record copy.")
    n.line("Please contact me on {} or {} with any queries.", (src.phone, "PHONE"), (src.email, "EMAIL"))
    signature(n, rng, src.md, src, src.license if rng.random() < 0.5 else None)
    n.line("cc: {} (applicant)   {}", k.pt.titled(rng, k.child),
           ["GP: ", k.gp.md.dr(rng), ", ", (k.gp.name, "HOSPITAL")] if k.dest != "US" else ["PCP on file"])
    return n


AUTH = {
    "US": ("U.S. Citizenship and Immigration Services", "REQUEST FOR EVIDENCE", "Form I-485, Application to Register Permanent Residence"),
    "CA": ("IRCC - Migration Health Branch", "Request for Further Medical Information", "Permanent residence application"),
    "AU": ("Department of Home Affairs - Health Operations Centre", "Health requirement: further information required",
           "Visa application"),
    "UK": ("UK Visas and Immigration", "Request for TB screening certificate", "Entry clearance application"),
    "NZ": ("Immigration New Zealand - Health Assessment", "Request for additional medical information", "Residence application"),
}
ITEMS = {
    "US": ["a new, properly completed Form I-693 in a sealed envelope signed by a designated civil surgeon",
           "the vaccination record (Part 7) - the MMR entry is incomplete", "evidence of completion of the Class B TB evaluation",
           "the civil surgeon's signature date is more than 60 days before the I-485 filing date"],
    "CA": ["sputum smear and culture x3 (results to panel physician)", "a specialist report from a respirologist",
           "a repeat chest x-ray with report", "HbA1c and renal function with a treating physician's letter"],
    "AU": ["502 chest x-ray re-examination", "respiratory physician report", "3 sputum samples for AFB culture",
           "specialist report regarding the diagnosed condition", "HIV viral load and treating specialist letter"],
    "UK": ["a valid TB clearance certificate from an approved clinic", "a repeat chest X-ray as the certificate has expired",
           "sputum results for the abnormal X-ray noted"],
    "NZ": ["a chest X-ray certificate (INZ 1096) completed by a panel radiologist", "specialist respiratory assessment",
           "results of IGRA testing and treating physician report"],
}


def authority_followup(rng, k):
    n = Note()
    agency, title, app = AUTH[k.dest]
    n.line("{}", agency)
    if rng.random() < 0.5:
        n.line("{}", rng.choice(["National Benefits Center", "Health Assessment Unit", "Centralised Processing",
                                 "Medical Assessment Team", "Case Processing Centre"]))
    ld = phi.add_days(k.exam_date, rng.randint(30, 200))
    n.line("")
    n.line("{}", d(k, ld, "us_long" if k.dest == "US" else "dmy_long"))
    n.line("")
    n.line("{}", k.pt.form(rng.choice(["caps", "full", "passport"])))
    if rng.random() < 0.4:
        n.line("c/o {}", (k.lawfirm, "ORGANIZATION"))
    n.line("{}", addr_block(k.home if rng.random() < 0.6 else k.home_abroad, rng))
    n.line("")
    n.line("{}", title.upper() if rng.random() < 0.5 else title)
    n.line("")
    for lab, val, typ in id_fields(k):
        n.line("{}: {}", lab, (val, typ))
    n.line("Application: {}   File/case no.: {}", app, (k.case_no, "IDNUM"))
    n.line("Applicant: {}   Date of birth: {}", k.pt.form(rng.choice(["caps_comma", "full"])), d(k, k.dob))
    n.line("")
    n.line("Dear {}", ["Applicant"] if rng.random() < 0.3 else k.pt.titled(rng, k.child))
    n.line("")
    ex = k.exam_date
    n.line("We have reviewed the medical examination completed on {} by {} at {}.", d(k, ex),
           (k.clinic if k.dest == "US" else k.panel).md.dr(rng), ((k.clinic if k.dest == "US" else k.panel).name, "HOSPITAL"))
    n.line("To continue processing your application, please provide:")
    for i, it in enumerate(rng.sample(ITEMS[k.dest], rng.randint(1, 3))):
        n.line("  {}. {}", str(i + 1), it)
    if rng.random() < 0.6:
        n.line("")
        n.line(rng.choice(["Summary of health findings:", "Reason for request:", "Medical officer comments:"]))
        finding, cls = C.cxr_text(rng, True)
        n.line("  CXR dated {}: {} ({})", d(k, phi.add_days(ex, rng.randint(0, 3))), finding, cls)
        n.line("  {}", rng.choice(["IGRA positive; no record of LTBI assessment.", "Sputum cultures not yet reported.",
                                   "Declared history of TB treatment (6 months, HRZE) not documented.",
                                   "Incomplete vaccination record; MMR dose 2 missing."]))
        if rng.random() < 0.5:
            n.line("  Previous examination: {} at {}, {} (ref {}).", d(k, phi.add_days(ex, -rng.randint(400, 1200))),
                   (k.panel.name, "HOSPITAL"), (k.site_country, "COUNTRY"), (phi.ime_number(rng), "IDNUM"))
    due = phi.add_days(ld, rng.choice([30, 60, 84, 87]))
    n.line("")
    n.line("You must respond by {}. If you do not respond within {} days, a decision will be made on the information available.",
           d(k, due), rng.choice(["30", "60", "84", "87"]))
    if k.dest != "US":
        n.line("Your results must be uploaded by the panel physician; you must not send medical documents directly.")
        if rng.random() < 0.6:
            n.line("Medical officer reviewing: {}", k.tbc.md2.dr(rng))
    if rng.random() < 0.5:
        n.line("Biometrics on file: {}", (k.bio, "BIOID"))
    n.line("")
    n.line("Enquiries: {}  |  {}", (phi.phone(rng, k.dest), "PHONE"), (phi.url_clinic(rng, "applicant-portal"), "URL"))
    if rng.random() < 0.5:
        n.line("Secure upload: {}   Reference to quote: {}", (rng.choice(["https://", "www."]) + rng.choice(
            ["upload", "evidence", "health-docs"]) + "." + rng.choice(phi.DOMAINS) + "/case/" + phi.digits(rng, 8), "URL"),
            (k.case_no, "IDNUM"))
    if rng.random() < 0.4:
        n.line("If you have changed address since {}, notify us with your new address and phone number.",
               d(k, phi.add_days(ex, -rng.randint(10, 90))))
    n.line("")
    n.line("{}", rng.choice(["Yours sincerely,", "Sincerely,", "Regards,"]))
    n.line("{}", k.officer.form(rng.choice(["full", "init_sur"])))
    n.line("{}{}", rng.choice(["Case Officer", "Immigration Services Officer", "Health Assessment Officer", "Officer"]),
           [", position no. ", (phi.fill(rng, "######"), "IDNUM")] if rng.random() < 0.4 else "")
    if rng.random() < 0.5:
        n.line("cc: {}, {}", k.attorney.form("full"), (k.lawfirm, "ORGANIZATION"))
    if rng.random() < 0.3:
        n.line("Ref: {}-{}", k.officer.form("ini_plain"), phi.fill(rng, "@@##"))
    return n
