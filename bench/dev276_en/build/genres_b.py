"""Genres: image release / disclosure log, wound-series catalogue, teaching-use approval."""
import datetime

from builder import P
import phi
import clinical as CL
import common as CM
import pools_misc as PM
import pools_places as PL
import case as CS


# ------------------------------------------------------------------ release / disclosure log
def release_log(n, r, c):
    v = r.randint(0, 2)
    if v == 0:
        _release_table(n, r, c)
    elif v == 1:
        _release_roi(n, r, c)
    else:
        _release_sar(n, r, c)


def _requester(r, c):
    kind = r.choice(["solicitor", "insurer", "police", "patient", "clinician", "coroner"])
    if kind == "patient":
        return kind, [c.pt.ph(r.choice(["full", "LF"])), " (self)"], "patient copy"
    if kind == "clinician":
        doc = phi.Person(r, "DOCTOR", c.country)
        return kind, [doc.ref(r, ["drfull", "dr"]), ", ", P(c.hosp2, "HOSPITAL")], "continuity of care"
    if kind == "solicitor":
        fam = phi.Person(r, "FAMILY", c.country)
        return kind, [fam.ph(r.choice(["full", "init"])), ", ", P(r.choice(PL.SOLICITORS), "ORGANIZATION")], "personal injury claim"
    if kind == "insurer":
        fam = phi.Person(r, "FAMILY", c.country)
        return kind, [P(r.choice(PL.INSURERS), "ORGANIZATION"), " (claims handler ", fam.ph("full"), ")"], "insurance claim"
    if kind == "police":
        fam = phi.Person(r, "FAMILY", c.country)
        return kind, [r.choice(["DC ", "PC ", "Det. ", "Sgt ", "Const. "]), fam.ph(r.choice(["last", "full"])),
                      " #", P(phi.badge(r), "IDNUM")], "criminal investigation (court order on file)"
    fam = phi.Person(r, "FAMILY", c.country)
    return kind, ["Coroner's officer ", fam.ph("full")], "inquest"


def _release_table(n, r, c):
    CM.header(n, r, c, r.choice(["IMAGE RELEASE & DISCLOSURE LOG", "Disclosure register - clinical images",
                                 "Release of Images Log (weekly extract)"]), with_addr=False)
    start = c.event - datetime.timedelta(days=c.event.weekday())
    n.ln("Week commencing: ", phi.D(r, start, c.country), "   Compiled by: ", c.clerk.ph(r.choice(["full", "init"])))
    n.nl()
    n.ln("Date | Ref | Patient | ID | Requester | Purpose | Images | Method | By")
    n.ln("-----|-----|---------|----|-----------|---------|--------|--------|---")
    rows = r.randint(3, 7)
    for i in range(rows):
        pt = c.pt if i == 0 else phi.Person(r, "PATIENT", c.country)
        mrn = c.mrn if i == 0 else phi.mrn(r, c.country)
        kind, req, purpose = _requester(r, c)
        if i > 0 and kind == "patient":
            req = [pt.ph("full"), " (self)"]
        method = r.choice([["encrypted USB S/N ", P(phi.device_serial(r, "usb"), "DEVICE")],
                           ["secure link ", P(phi.url(r, "share"), "URL")],
                           ["fax to ", P(phi.phone(r, c.country, "fax"), "FAX")],
                           ["e-mail to ", P(phi.email_for(r, phi.Person(r, "FAMILY", c.country)), "EMAIL")],
                           ["CD (encrypted), courier"], ["collected in person - ID checked"],
                           ["portal upload"]])
        d = c.days(r.randint(0, 6)) if i else c.event
        n.ln(phi.D(r, d, c.country, r.choice(["num", "num2", "short"])), " | ", P(phi.sar_no(r), "IDNUM"), " | ",
             pt.ph(r.choice(["LFU", "LF", "initials", "init"])), " | ", P(mrn, "MRN"), " | ", req, " | ", purpose,
             " | ", str(r.randint(1, 48)), " | ", method, " | ", CM.staff_ref(r, c.ig, ["initials_nd", "init", "first"]))
    n.nl()
    n.ln("Notes:")
    n.ln("- Row 1: ", r.choice(["court order dated ", "signed authority dated ", "consent form dated "]),
         CM.extra_date(r, c, -60, -2), " scanned to record. ",
         r.choice(["Facial images withheld (not requested).", "Third-party images redacted.",
                   "Fee waived.", "Partial release - 2 images relate to another episode."]))
    if CM.maybe(r, 0.5):
        n.ln("- Queries to ", P(c.dept_email, "EMAIL"), " or ", P(c.dept_phone, "PHONE"))
    n.ln("- ", CL.ig_statement(r, c.country))


def _release_roi(n, r, c):
    CM.header(n, r, c, r.choice(["RELEASE OF INFORMATION - CLINICAL PHOTOGRAPHS", "ROI Disclosure Record",
                                 "Disclosure of Clinical Images - Record of Release"]), with_addr=True)
    n.ln("ROI #: ", P(phi.sar_no(r), "IDNUM"), "    Received: ", CM.extra_date(r, c, -30, -1), "    Due: ",
         CM.extra_date(r, c, 1, 30))
    n.nl()
    n.ln("PATIENT")
    n.ln("Name: ", c.pt.ph(r.choice(["LF", "LFU", "full"])), "   DOB: ", c.dob_ph())
    n.ln(c.mrn_label, ": ", P(c.mrn, "MRN"), "   Encounter: ", P(c.acct, "ACCOUNT"))
    if c.ssn and CM.maybe(r, 0.6):
        n.ln("Identity verified: ", c.ssn_label, " ", P(c.ssn, "SSN"), " matched to registration")
    n.ln("Address on file: ", c.addr_inline())
    n.nl()
    n.ln("REQUESTER")
    kind, req, purpose = _requester(r, c)
    n.ln(req)
    if kind in ("solicitor", "insurer"):
        pl = phi.Person(r, "FAMILY", c.country)
        n.ln(P(CS.street(r, c.country), "STREET"), ", ", P(c.site_place["city"], "CITY"))
        n.ln("Tel ", P(phi.phone(r, c.country, "ext"), "PHONE"), "   Fax ", P(phi.phone(r, c.country, "fax"), "FAX"))
        n.ln("Ref: ", r.choice(["Our ref ", "Client matter ", "Claim no. "]), P(r.choice(["PI/", "CL-", "MAT"]) + phi.digits(r, 5), "IDNUM"),
             "   Contact: ", pl.ph("full"))
    n.ln("Purpose: ", purpose)
    n.ln("Authorization: ", r.choice(["HIPAA-compliant authorization signed by patient",
                                      "signed patient consent + photo ID", "subpoena duces tecum",
                                      "court order", "consent signed by " + c.nok_rel]),
         " dated ", CM.extra_date(r, c, -90, -1))
    if CM.maybe(r, 0.5):
        n.ln("Photo ID: driver's licence ", P(phi.driver_licence(r, c.country, c.pt), "LICENSE"), " (", r.choice(["copy on file", "sighted"]), ")")
    n.nl()
    n.ln("IMAGES RELEASED")
    for _ in range(r.randint(1, 3)):
        n.ln("  ", P(phi.job_no(r, c.country), "IDNUM"), "  ", CM.extra_date(r, c, -400, 0), "  ", CL.site(r), "  x",
             str(r.randint(2, 24)))
    n.ln("Excluded: ", r.choice(["images of genitalia (not requested)", "none", "images taken under Level 1 only for another episode",
                                 "images containing third parties"]))
    n.ln("Format: ", r.choice(["JPEG, EXIF stripped", "PDF contact sheet", "DICOM on CD", "TIFF 8-bit sRGB"]))
    method = r.random()
    if method < 0.35:
        n.ln("Sent via secure link ", P(phi.url(r, "share"), "URL"), " (expires 14 days), password by phone")
    elif method < 0.6:
        n.ln("Faxed cover sheet to ", P(phi.phone(r, c.country, "fax"), "FAX"), "; images on encrypted USB S/N ",
             P(phi.device_serial(r, "usb"), "DEVICE"), " by tracked post")
    else:
        n.ln("E-mailed (encrypted) to ", P(phi.email_for(r, None, "records.release"), "EMAIL"))
    n.ln("Invoice: ", P("INV-" + phi.digits(r, 5), "ACCOUNT"), "   Fee: ", r.choice(["$25.00", "$6.50 + $0.50/page", "waived", "£10", "$0.00"]))
    n.nl()
    n.ln("Released by: ", c.clerk.ref(r, ["full", "fullcred", "LF"]), ", ", r.choice(["ROI Specialist", "HIM Clerk",
                                                                                        "Records Officer", "Disclosure Officer"]))
    n.ln("Checked by: ", c.ig.ref(r, ["full", "init"]), "   Date released: ", c.d())


def _release_sar(n, r, c):
    n.ln(r.choice(["Subject Access Request - Clinical Photography", "SAR log entry - Medical Illustration",
                   "Access to Records: photographs"]))
    n.ln(P(c.trust, "HOSPITAL"), " | Information Governance")
    n.nl()
    n.ln("SAR reference:    ", P(phi.sar_no(r), "IDNUM"))
    n.ln("Date received:    ", CM.extra_date(r, c, -40, -5))
    n.ln("Statutory due:    ", CM.extra_date(r, c, 1, 30), r.choice(["  (1 calendar month)", "", "  (extended +2 months)"]))
    n.ln("Applicant:        ", r.choice([[c.pt.ph("full"), " (data subject)"],
                                         [c.nok.ph("full"), " (", c.nok_rel, ", with signed authority)"]]))
    n.ln("Data subject:     ", c.pt.ph(r.choice(["LF", "full", "LFU"])), ", DOB ", c.dob_ph())
    lab, seg = c.nat_id()
    n.ln(lab, ":        ", seg)
    n.ln("Correspondence:   ", c.addr_inline())
    if CM.maybe(r, 0.6):
        n.ln("E-mail:           ", P(c.email, "EMAIL"))
    n.ln("ID checked:       ", r.choice([["passport (sighted)"], ["driving licence ", P(phi.driver_licence(r, c.country, c.pt), "LICENSE")],
                                         ["utility bill + bank card"], ["known to department"]]))
    n.nl()
    n.ln("Search: ", r.choice(["PACS, image library, legacy CD archive", "VNA and EPR media", "PACS only"]),
         " - ", str(r.randint(1, 9)), " sessions found (", CM.extra_date(r, c, -1500, -400, "year"), "-",
         CM.extra_date(r, c, -100, -1, "year"), ")")
    n.ln("Redactions: ", r.choice(["none", "third-party (staff member visible in 2 frames) masked",
                                   "images of sibling removed", "clinician notes on contact sheet redacted"]))
    n.ln("Exemption applied: ", r.choice(["none", "serious harm test - 1 image withheld following " + c.specialty + " review"]))
    n.ln("Outcome: released ", c.d(), " via ", r.choice([["secure portal ", P(phi.url(r, "portal"), "URL")],
                                                         ["encrypted e-mail"], ["recorded delivery, encrypted disc"]]))
    n.nl()
    n.ln("Actioned by: ", c.ig.ph(r.choice(["full", "init"])), ", IG Officer, ", P(phi.phone(r, c.country, "ext"), "PHONE"))
    if CM.maybe(r, 0.4):
        n.ln("Clinician approval: ", c.clin.ref(r, ["dr", "titledfull", "drfull"]), " on ", c.d())
    n.ln(CL.ig_statement(r, c.country))


# ------------------------------------------------------------------ wound-series catalogue
def wound_series(n, r, c):
    n.ln(r.choice(["WOUND SERIES CATALOGUE", "Serial wound photography - catalogue entry",
                   "Image Library: Wound Series", "TV PHOTO SERIES INDEX"]))
    n.ln(P(c.hosp, "HOSPITAL") if CM.maybe(r, 0.6) else P(c.trust, "HOSPITAL"), " / ",
         r.choice(["Tissue Viability", "Wound Care Service", "Burns Unit", "Vascular Nursing", "Podiatry"]))
    n.nl()
    sid = r.choice(["WS-", "SER", "TV/"]) + phi.digits(r, 5)
    n.ln("Series ID: ", P(sid, "IDNUM"), "     Opened: ", c.d())
    n.ln("Patient: ", c.pt.ph(r.choice(["LFU", "LF", "lfm"])), "  (", c.age_ph(), c.sex, ")  ", c.mrn_label, " ", P(c.mrn, "MRN"))
    if CM.maybe(r, 0.6):
        lab, seg = c.nat_id()
        n.ln(lab, ": ", seg)
    wt = r.choice(PM.WOUND_TYPES)
    st = CL.site(r)
    n.ln("Wound: ", wt, " - ", st, r.choice(["", " (wound 1 of 2)", " (W2)", ""]))
    n.ln("Aetiology confirmed by: ", c.clin.ref(r, ["dr", "drfull", "fullcred"]), r.choice([" (Vascular)", " (TVN)", "", " (Podiatry)"]))
    if CM.maybe(r, 0.4):
        n.ln("Residence: ", P(c.care_home, "HOSPITAL"), ", ", P(c.place["city"], "CITY"))
    if CM.maybe(r, 0.35):
        n.ln("NPWT: ", r.choice(PM.NPWT), " S/N ", P(phi.device_serial(r, "npwt"), "DEVICE"))
    n.ln("Standard set-up: ", CL.technique(r, c.cam, c.lens))
    n.nl()
    n.ln(r.choice(["Wk", "Visit", "#"]), " | Date | Job | Size | Comment | Ph")
    k = r.randint(3, 8)
    day = 0
    lsize = r.uniform(3, 12)
    dstyle = r.choice(["num", "num", "iso", "abbr", "num2", "dot" if c.country in ("UK", "AU") else "iso"])
    for i in range(k):
        d = c.days(day)
        lsize = max(0.2, lsize * r.uniform(0.6, 1.1))
        wsize = max(0.1, lsize * r.uniform(0.4, 0.9))
        comment = r.choice(["baseline", "granulating", "slough reduced", "static", "deteriorated - escalated",
                            "epithelialising edges", "post sharp debridement", "infection - abx started",
                            "NPWT removed", "healed", "maceration ++", "graft take 95%", "biofilm suspected",
                            "new satellite lesion", "pt declined close-up"])
        ph = c.photog if r.random() < 0.7 else c.nurse
        n.ln(str(day // 7), " | ", phi.D(r, d, c.country, dstyle), " | ",
             P(phi.job_no(r, c.country), "IDNUM"), " | ", "%.1f x %.1f cm" % (lsize, wsize), " | ", comment,
             " | ", ph.ph(r.choice(["initials_nd", "initials", "init"])))
        day += r.choice([7, 7, 14, 14, 21, 28])
    n.nl()
    n.ln("Latest assessment: ", CL.wound_desc(r))
    n.ln(CL.hn(r))
    if c.adult and CM.maybe(r, 0.4):
        n.ln("Pt history: former ", P(c.profession, "PROFESSION"), "; ", r.choice(["smoker 30 pack-years", "ex-smoker",
                                                                                   "lives alone", "T2DM 15 yrs"]), ".")
    if CM.maybe(r, 0.3):
        n.ln("Carer: ", c.nok.ph("full"), " (", c.nok_rel, ") attends each visit, tel ", P(phi.mobile(r, c.country), "PHONE"))
    n.ln("Consent: Level ", r.choice(["1", "2", "1+2"]), " on file (", CM.extra_date(r, c, -10, 0), ")   Series status: ",
         r.choice([["OPEN"], ["CLOSED - healed"], ["CLOSED - pt deceased"], ["ON HOLD - admitted to ", P(c.ward, "HOSPITAL")]]))
    n.ln("Catalogued by ", c.photog.ph(r.choice(["full", "LF", "init"])), " ", c.d(c.days(day), "iso"))


# ------------------------------------------------------------------ teaching-use approval
def teaching_approval(n, r, c):
    v = r.randint(0, 1)
    CM.header(n, r, c, r.choice(["APPLICATION TO USE CLINICAL IMAGES FOR TEACHING / PUBLICATION",
                                 "Teaching Use Approval - Clinical Photographs",
                                 "Request for secondary use of images (education)"]), with_addr=False)
    n.ln("Application no.: ", P(r.choice(["TU-", "EDU", "TA/"]) + phi.digits(r, 5), "IDNUM"), "    Date: ", c.d())
    n.nl()
    n.ln("Applicant: ", c.clin.ref(r, ["drfull", "fullcred", "titledfull"]), ", ", c.specialty)
    n.ln("Contact: ", P(c.clin_email, "EMAIL"), " / ", P(phi.phone(r, c.country, "ext"), "PHONE"))
    lab, val = phi.license_staff(r, c.country)
    n.ln(lab, ": ", P(val, "LICENSE"))
    venue = r.choice(["regional teaching day", "undergraduate lecture", "poster presentation", "journal article (case report)",
                      "grand rounds", "e-learning module", "nursing CPD session"])
    n.ln("Intended use: ", venue, r.choice([" at ", ", hosted by ", " for "]), P(r.choice(PL.UNIVERSITIES), "ORGANIZATION"))
    n.ln("Date of event: ", CM.extra_date(r, c, 14, 120), r.choice(["", " (recorded; available online for 12 months)", " - closed audience"]))
    n.ln("Audience: ", r.choice(["medical students (n~180)", "nurses and AHPs", "public (open access)", "consultant peers"]))
    n.nl()
    n.ln("Images requested:")
    for i in range(r.randint(1, 4)):
        pt = c.pt if i == 0 else phi.Person(r, "PATIENT", c.country)
        mrn = c.mrn if i == 0 else phi.mrn(r, c.country)
        n.ln("  ", str(i + 1), ". ", P(phi.job_no(r, c.country), "IDNUM"), " - ",
             pt.ph(r.choice(["initials", "initials_nd", "init", "LF"])), ", ", P(mrn, "MRN"), " - ", CL.dx(r), " - consent level ",
             r.choice([["1 only"], ["2"], ["3"], ["2 (3 declined)"], ["3 (expires ", CM.extra_date(r, c, 100, 900), ")"]]))
    n.nl()
    n.ln("De-identification checklist:")
    for item in r.sample(["Face masked/cropped", "Tattoos removed", "Jewellery removed", "EXIF/DICOM metadata stripped",
                          "Filename renamed (no hospital number)", "Background (ward signage) cropped",
                          "Wristband not visible", "Date stamp removed"], r.randint(3, 6)):
        n.ln("  ", r.choice(["[x]", "[X]", "[ ]", "Y -", "N -"]), " ", item)
    n.nl()
    if v == 0:
        n.ln("Decision: ", r.choice(["APPROVED", "APPROVED with conditions", "DECLINED - Level 3 consent not held for image 2",
                                     "DEFERRED - re-consent required"]))
        if CM.maybe(r, 0.5):
            n.add("Re-consent: ", c.pt.ref(r, ["ttl", "ttlfull"]), " contacted on ", P(c.mobile, "PHONE"), " on ",
                  CM.extra_date(r, c, 1, 14), "; ")
            n.ln(r.choice([["agreed, new form scanned."], ["declined; image withdrawn."],
                           ["no answer x2, letter sent to ", c.addr_inline(), "."], ["agreed verbally, form posted."]]))
        n.ln("Conditions: ", r.choice(["images not to be downloaded by delegates", "watermark 'For teaching only'",
                                       "remove from slides after event", "no social media"]))
        n.ln("Approved by: ", c.ig.ref(r, ["full", "fullcred", "drfull"]), r.choice([" (Caldicott Guardian)", " (Head of Medical Illustration)",
                                                                                    " (Privacy Officer)", " (IG Lead)"]), "  ", CM.extra_date(r, c, 1, 10))
        n.ln("Valid until: ", CM.extra_date(r, c, 180, 800))
    else:
        n.ln("Reviewer comments:")
        n.add(r.choice(["Image 1 shows a distinctive tattoo on the ", "Image 1 includes the ", "Ward name visible behind "]),
              r.choice(["left forearm", "ward whiteboard", "patient's wristband"]), "; ")
        n.add(r.choice(["please crop before use. ", "this must be masked. ", "consider an alternative frame. "]))
        n.add("Level 3 consent signed ", CM.extra_date(r, c, -400, -1), r.choice([" by patient.", " by " + c.nok_rel + ".", "."]))
        n.nl()
        n.ln(c.ig.ph(r.choice(["full", "first", "init"])), " - ", r.choice(["IG", "Med Illustration Manager", "Privacy Office"]),
             ", ", c.d(c.days(r.randint(1, 7)), "wk"))
    n.ln(CL.ig_statement(r, c.country))
