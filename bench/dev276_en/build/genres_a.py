"""Genres: photography session record, consent form, image request form."""
from builder import P, join_list
import phi
import clinical as CL
import common as CM
import pools_misc as PM
import pools_places as PL


# ------------------------------------------------------------------ session record
def session_record(n, r, c):
    v = r.randint(0, 2)
    if v == 0:
        _session_form(n, r, c)
    elif v == 1:
        _session_narrative(n, r, c)
    else:
        _session_ward(n, r, c)


def _session_form(n, r, c):
    CM.header(n, r, c, r.choice(["CLINICAL PHOTOGRAPHY SESSION RECORD", "Photographic Session Record",
                                 "SESSION LOG - Clinical Imaging"]))
    n.ln("Job No: ", P(c.job, "IDNUM"), "        Session date: ", c.d(), "  ", CM.time(r))
    CM.pt_ident(n, r, c)
    if c.country == "US" and CM.maybe(r, 0.5):
        n.ln("Identity check: 2 identifiers + PatientSecure palm scan (ID ", P(phi.bioid(r), "BIOID"), ")")
    else:
        n.ln("Identity check: name/DOB verbally confirmed, wristband checked",
             r.choice(["", " (ward pt)", "; photo ID seen"]))
    n.ln("Referred by: ", c.clin.ref(r), " - ", c.specialty, r.choice(["", " (Consultant)", " team"]))
    if CM.maybe(r, 0.5):
        n.ln("Request ref: ", P(c.req, "IDNUM"), "   received ", CM.extra_date(r, c, -21, -1))
    n.ln("Location: ", P(c.room, "LOCATION_OTHER"), r.choice([", ", " / "]), P(c.building, "LOCATION_OTHER"))
    if CM.maybe(r, 0.2):
        n.ln("Transport: ", r.choice(["own car, reg ", "driven by relative, vehicle ", "taxi - plate "]),
             P(phi.vehicle(r, c.country), "VEHICLE"), r.choice(["", " (blue badge)", " - parking validated"]))
    n.ln("Photographer: ", c.photog.ph(r.choice(["full", "fml"])), ", ", c.photog.cred)
    if CM.maybe(r, 0.6):
        n.ln("Chaperone: ", c.nurse.ref(r, ["fullcred", "full", "init"]),
             r.choice(["", " (HCA)", " (RN)", " - declined by pt"]))
    n.ln("Consent: ", r.choice(["Level 1", "Level 2", "Level 3", "Levels 1+2"]), " - written, ",
         r.choice(PM.FORM_CODES), " signed ", c.d())
    n.ln("Condition: ", CL.dx(r), " - ", CL.site(r), " (", CL.duration(r), ")")
    n.ln("Purpose: ", CL.photo_purpose(r, c.age))
    n.ln("Views: ", CL.views(r))
    n.ln("Technique: ", CL.technique(r, c.cam, c.lens))
    n.ln("Camera body S/N: ", P(c.cam_sn, "DEVICE"), r.choice(["", "   (dept kit 3)", "  card slot 1"]))
    n.ln("Frames: ", CL.frames(r))
    if CM.maybe(r, 0.5):
        n.ln("Notes: ", CL.wound_desc(r) if CM.maybe(r, 0.6) else CL.lesion_desc(r))
    CM.hn_lines(n, r, r.randint(0, 2))
    if c.adult and CM.maybe(r, 0.3):
        n.ln("Patient occupation: ", P(c.profession, "PROFESSION"),
             r.choice([" - hands only, rings removed", " (relevant: sun exposure)", "", " - occupational dermatitis query"]))
    n.ln("Upload: ", c.d(None, "iso"), " ", CM.time(r), " by ", P(c.user, "USERNAME"), " -> PACS accession ",
         P(c.acc, "IDNUM"))
    if CM.maybe(r, 0.4):
        n.ln("Next appt: ", CM.extra_date(r, c, 14, 120), r.choice([" (3/12 review)", " same views", " + 3D capture", ""]))
    CM.sign(n, r, c, c.photog, "Clinical Photographer", with_date=CM.maybe(r, 0.4))


def _session_narrative(n, r, c):
    n.ln(r.choice(["Clinical photography - session note", "MI session note", "Photo session - free text",
                   "Medical photography attendance"]))
    n.ln(c.d(), " ", CM.time(r), r.choice(["", " | ", "  "]), P(c.hosp, "HOSPITAL"),
         r.choice(["", ", " + CM.dept(r, c)]))
    n.nl()
    pt = c.pt.ref(r, ["ttlfull", "ttl", "full", "fml"])
    n.add(pt, ", ", c.age_phrase(), ", attended ", P(c.room, "LOCATION_OTHER"))
    if CM.maybe(r, 0.6):
        n.add(" accompanied by ", CM.relation_seg(r, c))
    n.add(". Referred by ", c.clin.ref(r), " (", c.specialty, ") for ", CL.photo_purpose(r, c.age), ". ")
    n.add("Condition documented: ", CL.dx(r), ", ", CL.site(r), ". ")
    n.add(r.choice(["Consent discussed and form signed (", "Written consent obtained (", "Verbal consent only, form to follow ("]),
          r.choice(["Level 1", "Level 2", "Level 3"]), "). ")
    n.add(r.choice(["Pt was anxious about images of the face; only the lesion was photographed. ",
                    "No jewellery removed. ", "Tattoo on the forearm excluded from frame at pt request. ",
                    "Pt in wheelchair; seated views only. ", "Child distracted with bubbles for close-ups. ",
                    "Hair tied back; make-up removed for standardised views. "]))
    n.nl(2)
    if c.adult and CM.maybe(r, 0.45):
        n.add("Pt is a ", P(c.profession, "PROFESSION"), r.choice([" by trade", "", " (self-employed)"]))
        if CM.maybe(r, 0.5):
            n.add(" at ", P(c.employer, "ORGANIZATION"))
        n.add(r.choice(["; asked that images not be shared with employer. ", " and reports the lesion rubs on PPE. ",
                        "; outdoor work most of life. "]))
    if CM.maybe(r, 0.3):
        n.add("Recently back from ", P(r.choice(PL.COUNTRIES), "COUNTRY"), " (", CL.duration(r), " away). ")
    n.add(CL.wound_desc(r) if CM.maybe(r, 0.5) else CL.lesion_desc(r))
    n.nl(2)
    n.ln("Kit: ", c.cam, " (S/N ", P(c.cam_sn, "DEVICE"), "), ", c.lens, ". ", CL.frames(r), ".")
    n.ln(CL.hn(r))
    n.add("Images QA'd and uploaded to ", r.choice(["PACS", "the image library", "EPR media tab", "the VNA"]),
          " on ", c.d(), "; accession ", P(c.acc, "IDNUM"), ". ")
    if CM.maybe(r, 0.5):
        n.add("Copy of contact sheet e-mailed to ", c.clin.ref(r, ["dr", "drfull"]), " at ", P(c.clin_email, "EMAIL"), ". ")
    n.nl(2)
    n.ln(c.photog.ph(r.choice(["full", "initials_nd", "init", "first"])), r.choice([" ", ", ", " - "]), c.photog.cred)
    if CM.maybe(r, 0.5):
        n.ln("Ext. ", P(phi.ext_only(r), "PHONE"))


def _session_ward(n, r, c):
    n.ln(r.choice(["WARD VISIT - CLINICAL PHOTOGRAPHY", "Bedside photography record", "Off-site / ward photography log"]))
    t0 = r.randint(8 * 60, 17 * 60)
    n.ln("Date: ", c.d(), "   Time in: ", "%02d:%02d" % divmod(t0, 60), "  Time out: ",
         "%02d:%02d" % divmod(t0 + r.randint(10, 55), 60))
    n.ln("Ward: ", P(c.ward, "HOSPITAL"), "   Bed: ", P(str(r.randint(1, 32)), "LOCATION_OTHER"), "   Site: ",
         c.hosp_ph())
    n.ln("Patient: ", c.pt.ph(r.choice(["LF", "LFU", "full"])), "  ", c.mrn_label, " ", P(c.mrn, "MRN"),
         "  DOB ", c.dob_ph())
    n.ln("Requested by: ", c.nurse.ref(r, ["fullcred", "full", "init"]), r.choice([" (TVN)", " (Tissue Viability CNS)",
                                                                                    " (ward manager)", " (wound care RN)"]),
         ", ", r.choice(["bleep ", "pager ", "ext "]), P(phi.bleep(r), "PHONE"))
    n.ln("Reason: ", r.choice(PM.WOUND_TYPES), " ", CL.site(r), ", ", CL.postop(r) if CM.maybe(r, 0.5) else CL.duration(r))
    n.ln("Infection control: ", r.choice(["MRSA +ve - kit wiped with Clinell before/after", "C. diff side room - camera bagged",
                                         "nil", "CPE contact - disposable scale used", "COVID-19 negative"]))
    n.ln("Capacity: ", r.choice(["pt has capacity, consent given verbally and recorded on form",
                                 "lacks capacity (MCA) - best-interests decision by consultant",
                                 "consent given by " + c.nok_rel + " (LPA health & welfare)"]))
    if CM.maybe(r, 0.5):
        n.ln("NOK present: ", c.nok.ph("full"), " (", c.nok_rel, "), tel ", P(phi.mobile(r, c.country), "PHONE"))
    if CM.maybe(r, 0.55):
        dev = r.choice(PM.NPWT)
        n.ln("NPWT unit: ", dev, ", S/N ", P(phi.device_serial(r, "npwt"), "DEVICE"),
             r.choice([" - paused for imaging", " - canister changed by nurse", " (-125 mmHg)"]))
    n.ln("Findings: ", CL.wound_desc(r))
    n.ln("Views: ", CL.views(r, 3))
    n.ln("Kit: ", c.cam, ", body ", P(c.cam_sn, "DEVICE"), " | ", r.choice(PM.SCALES))
    CM.hn_lines(n, r, 1)
    n.ln("Uploaded ", c.d(), " - job ", P(c.job, "IDNUM"), " - next photos due ", CM.extra_date(r, c, 7, 28))
    n.ln("Photographer: ", c.photog.ref(r, ["full", "fullcred", "init"]))


# ------------------------------------------------------------------ consent form
def consent_form(n, r, c):
    v = r.randint(0, 1)
    if c.age < 16 and CM.maybe(r, 0.8):
        v = 2
    if v == 0:
        _consent_uk_style(n, r, c)
    elif v == 1:
        _consent_authorization(n, r, c)
    else:
        _consent_child(n, r, c)


def _tick(r):
    return r.choice(["[X]", "[x]", "[ ]", "[X]", "[✓]"])


def _consent_uk_style(n, r, c):
    CM.header(n, r, c, r.choice(["CONSENT FOR CLINICAL PHOTOGRAPHY / VIDEO RECORDING",
                                 "Consent to Clinical Photography and Use of Images",
                                 "PATIENT CONSENT - MEDICAL ILLUSTRATION"]), with_addr=CM.maybe(r, 0.5))
    n.ln(r.choice(PM.FORM_CODES), "    Job no. ", P(c.job, "IDNUM"))
    n.nl()
    CM.pt_ident(n, r, c)
    if CM.maybe(r, 0.3):
        n.ln("Address: ", c.addr_inline())
    n.nl()
    n.ln("Purpose of recording: ", CL.photo_purpose(r, c.age))
    n.ln("Area(s) to be photographed: ", CL.site(r))
    n.nl()
    n.ln("Please tick the uses you agree to:")
    for k in ("A", "B", "C"):
        n.ln(_tick(r), " ", PM.CONSENT_LEVELS[k])
    n.nl()
    for _ in range(r.randint(2, 4)):
        n.ln("- ", CL.consent_para(r, c.country))
    n.nl()
    n.ln("Patient signature: ______________   Print name: ", c.pt.ph(r.choice(["full", "fml", "LFU"])))
    n.ln("Date: ", c.d())
    if CM.maybe(r, 0.35):
        n.ln("Interpreter used: Yes - ", r.choice(["Polish", "Punjabi", "Tigrinya", "Arabic", "Vietnamese",
                                                   "Portuguese", "BSL", "Mandarin"]),
             " (telephone, ID ", P(phi.digits(r, 6), "IDNUM"), ")")
    if CM.maybe(r, 0.3):
        n.ln("Witness: ", c.nok.ph("full"), " (", c.nok_rel, ")")
    n.nl()
    n.ln("Health professional obtaining consent:")
    n.ln("Name: ", c.photog.ph(r.choice(["full", "fml"])), "   Job title: ",
         r.choice(["Clinical Photographer", "Senior Medical Photographer", "Medical Illustrator", "Head of Medical Illustration"]))
    if CM.maybe(r, 0.5):
        lab, val = phi.license_staff(r, c.country)
        n.ln(lab, ": ", P(val, "LICENSE"))
    n.ln("Date: ", c.d(), "   Contact: ", P(c.dept_phone, "PHONE"))
    n.nl()
    n.ln("Withdrawal of consent (office use): ", r.choice(["n/a", "-", "not withdrawn"]))
    if CM.maybe(r, 0.4):
        n.ln("Level 3 withdrawn by pt on ", CM.extra_date(r, c, 30, 400), " - images removed from teaching library (",
             c.ig.ph("init"), ")")
    n.ln(CL.ig_statement(r, c.country))


def _consent_authorization(n, r, c):
    CM.header(n, r, c, r.choice(["AUTHORIZATION FOR CLINICAL PHOTOGRAPHY AND USE OF IMAGES",
                                 "Consent and Authorization - Medical Photography / Video",
                                 "PHOTOGRAPHY CONSENT & RELEASE"]), with_addr=True)
    n.ln("Patient: ", c.pt.ph(r.choice(["LF", "full", "LFU"])), "    DOB: ", c.dob_ph(), "    ",
         c.mrn_label, " ", P(c.mrn, "MRN"))
    n.ln("Visit/Encounter #: ", P(c.acct, "ACCOUNT"))
    lab, seg = c.nat_id()
    if c.country != "UK":
        if CM.maybe(r, 0.4):
            n.ln(lab, ": ", seg, "   Payer: ", P(r.choice(PL.INSURERS), "ORGANIZATION"))
        else:
            n.ln(lab, ": ", seg)
    n.ln("Address: ", c.addr_inline())
    if c.ssn and CM.maybe(r, 0.5):
        n.ln(c.ssn_label, ": ", P(c.ssn, "SSN"), r.choice(["", "  (verified)", "  - required for billing"]))
    n.ln("Phone: ", P(c.phone, "PHONE"), "   Alt: ", P(c.mobile, "PHONE"))
    n.nl()
    n.fl("I, {pt}, authorize {hosp} and its medical photography staff to take photographs, digital images "
         "and/or video of {site} for the purpose of {purpose}.",
         pt=c.pt.ph("full"), hosp=P(c.hosp, "HOSPITAL"), site=CL.site(r), purpose=CL.photo_purpose(r, c.age))
    n.nl()
    n.ln("Use of images (initial each that applies):")
    for k in ("A", "B", "C"):
        n.ln("____ ", PM.CONSENT_LEVELS[k])
    n.ln(CL.consent_para(r, c.country))
    n.ln(CL.consent_para(r, c.country))
    n.fl("This authorization expires on {exp} unless revoked earlier in writing to the Privacy Office, {email}.",
         exp=CM.extra_date(r, c, 365, 1900), email=P(phi.email_for(r, None, "privacy.office"), "EMAIL"))
    n.nl()
    who = r.random()
    if who < 0.7 or c.age < 16:
        n.ln("Signature of patient/legal representative: ____________")
        if c.age < 16 or who >= 0.5:
            n.ln("Printed name: ", c.nok.ph("full"), "   Relationship: ", c.nok_rel)
        else:
            n.ln("Printed name: ", c.pt.ph("full"))
    else:
        n.ln("Patient unable to sign (", r.choice(["bilateral hand burns", "sedated", "visual impairment"]),
             "); verbal authorization witnessed.")
    n.ln("Date: ", c.d(), "   Time: ", CM.time(r))
    n.ln("Witness: ", c.nurse.ref(r, ["fullcred", "full"]))
    n.ln("Photographer: ", c.photog.ref(r, ["fullcred", "full"]), "   Employee ID ", P(phi.digits(r, 6), "IDNUM"))
    if CM.maybe(r, 0.4):
        n.ln("Scanned to chart ", c.d(None, "iso"), " by ", c.clerk.ph(r.choice(["initials_nd", "full", "init"])),
             " (HIM), doc ID ", P(phi.digits(r, 9), "IDNUM"))
    n.ln(CL.ig_statement(r, c.country))


def _consent_child(n, r, c):
    CM.header(n, r, c, r.choice(["CONSENT FOR PHOTOGRAPHY - CHILD / YOUNG PERSON",
                                 "Paediatric Clinical Photography Consent"]))
    child = c.pt
    n.ln("Child's name: ", child.ph(r.choice(["full", "fml"])), "    Known as: ", child.ph("nick") if child.nick else child.ph("first"))
    n.ln("DOB: ", c.dob_ph(), "   Age: ", c.age_ph(), r.choice([" yrs", "", " years"]))
    lab, seg = c.nat_id()
    n.ln(lab, ": ", seg, "   ", c.mrn_label, ": ", P(c.mrn, "MRN"))
    n.ln("School: ", P(r.choice(PL.SCHOOLS), "ORGANIZATION") if CM.maybe(r, 0.5) else "not recorded")
    n.ln("GP/Practice: ", P(c.practice, "HOSPITAL"))
    n.nl()
    n.ln("Person with parental responsibility: ", c.nok.ref(r, ["full", "ttlfull"]), " (", c.nok_rel, ")")
    if CM.maybe(r, 0.4):
        n.ln("Contact: ", P(phi.mobile(r, c.country), "PHONE"), "  e-mail ", P(phi.email_for(r, c.nok), "EMAIL"))
    else:
        n.ln("Contact: ", P(phi.mobile(r, c.country), "PHONE"))
    if CM.maybe(r, 0.4):
        n.ln("Parent occupation (for pay-slip / travel form): ", P(r.choice(PM.PROFESSIONS), "PROFESSION"))
    n.nl()
    n.ln("Condition: ", r.choice(["infantile haemangioma", "port-wine stain", "cleft lip and palate",
                                  "plagiocephaly", "syndactyly", "burns (scald)", "strawberry naevus",
                                  "craniosynostosis", "prominent ears", "torticollis"]))
    n.ln("Views: ", CL.views(r, 3))
    for k in ("A", "B", "C"):
        n.ln(_tick(r), " ", PM.CONSENT_LEVELS[k])
    n.ln(CL.consent_para(r, c.country))
    if c.age >= 12 and CM.maybe(r, 0.7):
        n.ln("Young person's assent: ", r.choice(["given", "given - did not want face shown", "declined facial views"]),
             " (Gillick/assent discussed by ", c.photog.ph("init"), ")")
    n.ln("Signed (parent/guardian): ", c.nok.ph("full"), "   Date: ", c.d())
    n.ln("Consent taken by: ", c.photog.ref(r, ["fullcred", "full"]), ", ", CM.dept(r, c))
    if CM.maybe(r, 0.5):
        n.ln("Follow-up session booked ", CM.extra_date(r, c, 60, 200), " (serial growth record, 6/12)")
    n.ln(CL.ig_statement(r, c.country))


# ------------------------------------------------------------------ image request form
def image_request(n, r, c):
    v = r.randint(0, 2)
    if v == 0:
        _request_form(n, r, c)
    elif v == 1:
        _request_email(n, r, c)
    else:
        _request_order(n, r, c)


def _request_form(n, r, c):
    CM.header(n, r, c, r.choice(["REQUEST FOR CLINICAL PHOTOGRAPHY", "Clinical Photography Request Form",
                                 "MEDICAL ILLUSTRATION - PHOTOGRAPHIC REQUEST"]), with_addr=False)
    n.ln("Received: ", c.d(), "   Ref ", P(c.req, "IDNUM"))
    n.nl()
    n.ln("PATIENT DETAILS")
    CM.pt_ident(n, r, c)
    n.ln("Location: ", r.choice([[P(c.ward, "HOSPITAL")], ["Outpatients, ", P(c.hosp, "HOSPITAL")],
                                 [P(c.care_home, "HOSPITAL"), " (domiciliary)"], ["Home"]]))
    n.nl()
    n.ln("REQUESTING CLINICIAN")
    n.ln("Name: ", c.clin.ref(r, ["drfull", "fullcred", "titledfull"]), "   Specialty: ", c.specialty)
    lab, val = c.lic_label, c.lic
    n.ln(lab, ": ", P(val, "LICENSE"), "   Bleep/ext: ", P(phi.bleep(r) if CM.maybe(r, 0.5) else phi.ext_only(r), "PHONE"))
    n.ln("E-mail: ", P(c.clin_email, "EMAIL"))
    n.ln("Cost centre: ", r.choice(["4471-220", "CC 61203", "8802/14", "W-3391"]), "  (not for pt billing)")
    n.nl()
    n.ln("CLINICAL DETAILS")
    n.ln("Diagnosis: ", CL.dx(r), "   Site: ", CL.site(r))
    n.ln("Relevant history: ", CL.hn(r), " ", r.choice(["Onset ", "Present for "]) + CL.duration(r) + ".")
    n.ln("Views required: ", CL.views(r))
    n.ln("Purpose: ", CL.photo_purpose(r, c.age))
    n.ln("Urgency: ", r.choice(["Routine", "Urgent (theatre tomorrow)", "Same day", "2-week wait", "Before discharge"]))
    if CM.maybe(r, 0.5):
        n.ln("Required by: ", CM.extra_date(r, c, 1, 21), r.choice(["", " (MDT)", " - pre-op"]))
    if CM.maybe(r, 0.5):
        n.ln("Previous photography: yes, job ", P(phi.job_no(r, c.country), "IDNUM"), " (", CM.extra_date(r, c, -700, -40, "monyear"), ")")
    n.ln("Infection status: ", r.choice(["none known", "MRSA", "VRE", "ESBL", "N/K"]))
    n.ln("Mobility: ", r.choice(["independent", "wheelchair", "bed-bound (hoist)", "frame"]))
    n.nl()
    n.ln("Signed: ", c.clin.ph("init"), "   Date: ", c.d())
    n.ln("-- office use --  booked ", CM.extra_date(r, c, 1, 14), " ", CM.time(r), " in ", P(c.room, "LOCATION_OTHER"),
         " with ", c.photog.ph(r.choice(["first", "full", "initials_nd"])))


def _request_email(n, r, c):
    n.ln("From: ", c.clin.ph(r.choice(["full", "LF"])), " <", P(c.clin_email, "EMAIL"), ">")
    n.ln("To: ", P(c.dept_email, "EMAIL"))
    n.ln("Sent: ", c.d(None, r.choice(["wk", "long", "num"])), " ", CM.time(r))
    n.ln("Subject: ", r.choice(["Photo request - ", "URGENT photos please - ", "Clinical photography for ", "Re: images - "]),
         c.pt.ph(r.choice(["LFU", "initials", "last", "full"])), " ", P(c.mrn, "MRN"))
    n.nl()
    n.ln(r.choice(["Hi team,", "Dear Medical Illustration,", "Hello,", "Hi all"]))
    n.nl()
    n.add("Could you please photograph ", c.pt.ref(r, ["ttl", "full", "ttlfull"]), " (", c.age_phrase(), ", DOB ",
          c.dob_ph(), ") who is on ", P(c.ward, "HOSPITAL"), ", bed ", P(str(r.randint(1, 30)), "LOCATION_OTHER"), ". ")
    n.add("They have a ", CL.dx(r), " of the ", CL.site(r), r.choice([" which has deteriorated over ", " present for "]),
          CL.duration(r), ". ")
    n.add(r.choice([["We would like baseline images before starting "], ["Please document before we commence "],
                    ["For MDT on ", P(r.choice(["Thursday", "Tuesday", "Friday"]), "DATE"), ", ahead of "]]),
          r.choice(PM.DRUGS), ". ")
    if c.adult and CM.maybe(r, 0.5):
        n.add("Pt works as a ", P(c.profession, "PROFESSION"), " and is keen to return to work. ")
    elif not c.adult and CM.maybe(r, 0.4):
        n.add("Mum/dad works as a ", P(c.parent_profession, "PROFESSION"), " - needs early slot. ")
    if CM.maybe(r, 0.4):
        n.add(r.choice(["Family would like to be present - ", "Please liaise with "]), CM.relation_seg(r, c), " on ",
              P(phi.mobile(r, c.country), "PHONE"), ". ")
    n.nl(2)
    n.ln(CL.hn(r))
    n.ln(r.choice(["Views: ", "Ideally: "]), CL.views(r))
    if CM.maybe(r, 0.4):
        n.ln("Old images under ", P(phi.job_no(r, c.country), "IDNUM"), " from ", CM.extra_date(r, c, -500, -30), " for comparison.")
    n.nl()
    n.ln(r.choice(["Thanks", "Many thanks", "Cheers", "Best wishes"]), ",")
    n.ln(c.clin.ph(r.choice(["first", "full"])))
    n.ln(r.choice(["Specialty Registrar", "Consultant", "Clinical Fellow", "Nurse Practitioner", "Resident (PGY-3)"]), ", ",
         c.specialty)
    n.ln(P(c.hosp, "HOSPITAL"))
    n.ln(r.choice(["Bleep ", "Pager ", "Ext ", "Vocera "]), P(phi.bleep(r), "PHONE"), " | ", P(phi.phone(r, c.country, "land"), "PHONE"))
    if CM.maybe(r, 0.3):
        n.ln("CONFIDENTIALITY: this e-mail may contain patient identifiable information. If received in error notify the sender.")
    if CM.maybe(r, 0.35):
        n.nl()
        n.ln("-----Original Message-----")
        n.ln("From: ", c.nurse.ph(r.choice(["LF", "full"])), "  Sent: ", CM.extra_date(r, c, -3, 0, r.choice(["wk", "num"])),
             " ", CM.time(r))
        n.ln("To: ", c.clin.ph(r.choice(["LF", "full"])))
        n.ln("Subject: ", c.pt.ph(r.choice(["last", "LFU"])), r.choice([" - wound worse", " - photos?", " pressure area"]))
        n.nl()
        n.ln(r.choice(["Hi - ", "", "FYI "]), c.pt.ref(r, ["ttl", "first"]), r.choice(["'s ", " - "]), CL.site(r),
             r.choice([" looks worse today, ", " has deteriorated, ", " now ", " "]),
             CL.wound_desc(r).split(". ")[0].lower(), ". ", r.choice(["Can we get MI up?", "Photos pls before ward round.",
                                                                      "Family asking about it too."]))
        n.ln(c.nurse.ph(r.choice(["first", "initials_nd"])), " ", c.nurse.cred,
             r.choice([[""], [" | ward ext ", P(phi.ext_only(r), "PHONE")], [" x", P(phi.ext_only(r), "PHONE")]]))


def _request_order(n, r, c):
    n.ln(r.choice(["ORDER: CLINICAL PHOTOGRAPHY (PHO100)", "EPR Order - Medical Photography [MP01]",
                   "Orders > Imaging > Clinical Photo"]))
    n.ln("Order #: ", P(phi.req_no(r), "IDNUM"), "   Status: ", r.choice(["Ordered", "Scheduled", "In progress", "Completed"]))
    n.ln("Ordered: ", c.d(None, r.choice(["num", "iso"])), " ", CM.time(r), "  by ", c.clin.ph(r.choice(["LF", "LFU", "full"])),
         " (", c.lic_label, " ", P(c.lic, "LICENSE"), ")")
    n.ln("Patient: ", c.pt.ph(r.choice(["LFU", "LF"])), "  ", c.sex, "  ", c.age_ph(), r.choice(["y", " yrs", "Y"]),
         "  ", c.mrn_label, " ", P(c.mrn, "MRN"))
    n.ln("FIN/Encounter: ", P(c.acct, "ACCOUNT"), "   Loc: ", P(c.ward, "HOSPITAL"), "/", P(str(r.randint(1, 40)), "LOCATION_OTHER"))
    if c.country in ("US", "CA", "AU") and CM.maybe(r, 0.6):
        n.ln("Coverage: ", P(r.choice(PL.INSURERS), "ORGANIZATION"), "  ", c.plan_label, " ", P(c.plan, "HEALTHPLAN"))
    n.ln("Priority: ", r.choice(["Routine", "STAT", "Timed"]), "   Requested date: ", CM.extra_date(r, c, 0, 7))
    n.ln("Indication: ", CL.dx(r), " (", r.choice(["ICD-10 L89.153", "ICD-10 L97.212", "ICD-10 C43.5", "ICD-10 L40.0",
                                                    "ICD-10 E11.621", "ICD-10 L73.2", "ICD-10 T31.1"]), ")")
    n.ln("Body site: ", CL.site(r), "   Laterality: ", r.choice(["Left", "Right", "Bilateral", "N/A"]))
    n.ln("Order comments: ", r.choice(["please include ruler", "serial images wk 0/4/8", "pre-op marking views",
                                       "bring 3D camera", "pt hard of hearing", "interpreter needed"]))
    n.ln("Questions: Consent on file? ", r.choice(["Y", "N"]), "   Isolation? ", r.choice(["Y", "N"]),
         "   Pregnant? ", r.choice(["N", "N/A"]))
    if CM.maybe(r, 0.5):
        n.ln("Task comment ", c.d(), ": ", c.photog.ph(r.choice(["LF", "full"])), " - ",
             r.choice(["scheduled", "pt not on ward, rebooked", "completed, 14 images", "awaiting consent"]))
    n.ln("Result: see Media tab, accession ", P(c.acc, "IDNUM"))
