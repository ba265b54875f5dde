"""Genres: school return-to-learn letter; imaging referral."""

from common import Note, ch, maybe, cap
import clin
import ctx as C
import phi
from phi import addd, fdate


def _d(rng, c, d, styles=None):
    return phi.dt(rng, d, c.country, styles)


def _school_day(d):
    while d.weekday() >= 5:
        d = addd(d, 1)
    return d


def rtl_letter(rng, c):
    n = Note()
    cty = c.country
    visit = phi.workday(addd(c.inj, rng.randrange(1, 8)))
    school = c.school
    fromgp = maybe(rng, 0.3)
    site = c.gp_practice if fromgp else c.clinic
    author = c.gp if fromgp else c.doc
    saddr = C.address(rng, cty, state=c.state, site=True)
    k = rng.randrange(2)
    n.line((site, "HOSPITAL"))
    n.line(C.addr_line(rng, c.clinic_addr))
    n.line("Phone ", (c.clinic_tel, "PHONE"), "   Fax ", (c.clinic_fax, "FAX"))
    n.blank()
    n.line(_d(rng, c, visit, ["long", "num", "wd", "ord"]))
    n.blank()
    to_head = maybe(rng, 0.4)
    rcpt = c.principal if to_head else c.teacher
    n.line(rcpt.tfl(rng))
    n.line(ch(rng, ["Principal", "Deputy Principal"]) if to_head else
           ch(rng, ["Learning Support Coordinator", "Year Head", "Guidance Counsellor",
                    "Head of Pastoral Care", "Student Wellbeing Coordinator"]))
    n.line((school, "ORGANIZATION"))
    n.add(C.addr_block(rng, saddr))
    n.line()
    n.blank()
    n.line("RE: ", ch(rng, ["Return to learn after concussion", "Academic adjustments following concussion",
                            "Graduated return to school"]), " - ", c.pt.full(), ", ",
           c.year_level.capitalize() if c.year_level else "student", ", DOB ", _d(rng, c, c.dob, ["num", "long"]))
    n.blank()
    n.line("Dear ", rcpt.tl(rng) if maybe(rng, 0.8) else "Colleague", ",")
    n.blank()
    n.line(c.pt.fn(), " is under my care following a concussion sustained on ",
           _d(rng, c, c.inj, ["long", "wdm", "ord", "mon", "wday"]), " while playing ", c.sport,
           ch(rng, [" for the school team.", [" for ", (c.club, "ORGANIZATION"), "."], " at a club training session."]),
           " I saw ", c.him, " ", ch(rng, ["today", "in clinic today", ["on ", _d(rng, c, visit, ["wday", "mon", "wdm"])]]),
           ". ", cap(c.his), " main symptoms are ", ", ".join(clin.pick_symptoms(rng, 3)), ".")
    n.blank()
    n.line("Rest from all learning is not recommended beyond the first 24-48 hours. I would like ", c.pt.fn(),
           " to follow a graduated return to learn:")
    if k == 0:
        for i, s in enumerate(clin.RTL):
            st = _school_day(addd(visit, i * rng.randrange(1, 3)))
            n.line("  ", s, ch(rng, [" - from ", " - expected around ", " - target "]),
                   _d(rng, c, st, ["wds", "wdm", "dm", "mon"]))
    else:
        w0 = _school_day(addd(visit, 1))
        n.line("  Week 1: half days (", _d(rng, c, w0, ["wds", "dm", "wday"]), ch(rng, [" to ", "-", " - "]),
               _d(rng, c, addd(w0, 4 - w0.weekday()) if w0.weekday() < 4 else addd(w0, 4), ["wds", "dm", "wday"]),
               "), mornings only, no tests.")
        n.line("  Week 2: full days with the adjustments below; review by school nurse ", c.nurse.full(),
               " at lunchtime if headache.")
        n.line("  Week 3 onward: full return including assessments if symptom-free.")
    n.blank()
    n.line("Suggested classroom adjustments:")
    acc = list(clin.ACCOMMODATIONS)
    rng.shuffle(acc)
    for a in acc[:rng.randrange(4, 8)]:
        n.line("  - ", a)
    n.blank()
    n.line("Please note that ", c.pt.fn(), " must not take part in PE, contact sport or playground games until ",
           c.he, " has completed the return-to-learn plan and been medically cleared under the club's GRTP "
           "(usually a minimum of %d days from injury for under-19s)." % ch(rng, [14, 21]))
    if maybe(rng, 0.5):
        n.line("The assessments scheduled for ", _d(rng, c, addd(visit, rng.randrange(3, 12)), ["wds", "mon", "wdm", "ord"]),
               " should be deferred, with special consideration where needed.")
    n.line("I would be grateful if ", ch(rng, [[c.his], [c.pt.fn(), "'s"]]), " teachers could let ", c.his, " ", c.parent_rel, ", ",
           c.parent.tl(rng), " (", (c.parent_mob, "PHONE"), ", ", (c.parent_email, "EMAIL"),
           "), know if symptoms appear to worsen at school.")
    n.blank()
    n.line("I plan to review ", c.pt.fn(), " again on ", _d(rng, c, phi.workday(addd(visit, rng.randrange(6, 14))), ["long", "wdm", "ord"]),
           ". Please do not hesitate to contact me.")
    n.blank()
    n.line(ch(rng, ["Yours sincerely", "Kind regards", "Sincerely", "With thanks"]), ",")
    n.blank()
    n.line(author.tfl(rng), ", ", author.creds)
    n.line(ch(rng, ["Sports Physician", "General Practitioner", "Team Physician", "Paediatric Sports Medicine"]),
           "  ", C.lic_pc(author))
    n.line("Email: ", (phi.email(rng, author, org=site), "EMAIL"))
    if maybe(rng, 0.5):
        n.line("Encl: Return to learn/return to sport information sheet (",
               (phi.url(rng, org=site, path=ch(rng, ["return-to-learn", "concussion/school", "rtl-guide"])), "URL"), ")")
    n.line("cc: ", c.parent.full(), " and ", c.parent2.full() if maybe(rng, 0.5) else c.parent2.tl(rng),
           "; ", c.at.full(), " (", c.at.role, ")")
    return n


# --------------------------------------------------------------------------
EXAMS = [
    ("MRI brain without contrast, including SWI and DTI", "persisting post-concussion symptoms > 4 weeks"),
    ("CT brain non-contrast", "worsening headache and vomiting day 2 post head injury"),
    ("MRI cervical spine", "neck pain with right C6 paraesthesia after tackle"),
    ("X-ray cervical spine AP/lateral/odontoid + flexion/extension", "midline tenderness C5, NEXUS positive"),
    ("CT facial bones", "periorbital swelling, diplopia on upgaze, possible orbital floor fracture"),
    ("MRI brain with MRA", "recurrent concussions (third in 14 months), prolonged recovery"),
]


def imaging(rng, c):
    n = Note()
    cty = c.country
    req = addd(c.inj, rng.randrange(0, 40))
    ex, why = ch(rng, EXAMS)
    n.line((c.img, "HOSPITAL"), " - ", ch(rng, ["REQUEST FOR IMAGING", "RADIOLOGY REFERRAL", "DIAGNOSTIC IMAGING REQUEST"]))
    n.line("Bookings ", (phi.phone(rng, cty, "land"), "PHONE"), "   Fax ", (phi.phone(rng, cty, "land"), "FAX"),
           "   Online ", (phi.url(rng, org=c.img, path=ch(rng, ["referrals", "ereferral", "book"])), "URL"))
    n.line("=" * 62)
    n.line("PATIENT")
    n.line("  Surname: ", c.pt.ln(), "    Given name: ", c.pt.fn(), "    Sex: ", c.sex)
    n.line("  DOB: ", _d(rng, c, c.dob, ["num", "num1", "abbr"]), "    Age: ", (str(c.age), "AGE"),
           "    Weight: %d kg" % (rng.randrange(32, 70) if c.age < 15 else rng.randrange(50, 112)))
    n.line("  Address: ", C.addr_line(rng, c.addr))
    n.line("  Phone: ", (c.mob, "PHONE"), ch(rng, [["    Alt: ", (c.parent_mob, "PHONE"), " (", c.parent_rel, ")"], ""]))
    line = ["  "]
    if c.nat:
        line += C.natid(rng, c) + ["    "]
    line += C.hp_pc(c)
    n.line(line)
    if cty == "US" and c.ssn and maybe(rng, 0.45):
        n.line("  SSN: ", (c.ssn, "SSN"))
    if cty == "US":
        n.line("  Insurance: ", (c.insurer, "ORGANIZATION"), "   Group ", (phi.private_plan(rng)[1], "HEALTHPLAN"),
               "   Prior auth ", (phi.idnum(rng, "ref"), "IDNUM"))
    if cty == "NZ":
        n.line("  ACC claim no: ", (phi.idnum(rng, "claim"), "IDNUM"))
    n.line("REFERRER")
    n.line("  ", c.doc.tfl(rng), ", ", c.doc.creds, "    ", C.lic_pc(c.doc))
    n.line("  ", (c.clinic, "HOSPITAL"), ", ", C.addr_line(rng, c.clinic_addr))
    n.line("  Ph ", (c.clinic_tel, "PHONE"), "    Fax ", (c.clinic_fax, "FAX"), "    ", c.pager_word.capitalize(), " ",
           (phi.pager(rng, cty), "PHONE"))
    n.line("  Copy to: ", c.gp.tl(rng), ", ", (c.gp_practice, "HOSPITAL"))
    n.line("=" * 62)
    n.line("EXAMINATION REQUESTED: ", ex)
    n.line("Urgency: ", ch(rng, ["routine", "urgent - within 48 h", "semi-urgent (within 2 weeks)"]))
    n.blank()
    n.line("Clinical details: ", phi.age_pc(rng, c.age, c.sex), " ", c.sport, " ", c.player_word, " (", (c.team_org, "ORGANIZATION"),
           "), injured ", _d(rng, c, c.inj, ["num", "long", "mon", "dm"]), ". ", cap(why), ". ",
           ch(rng, ["Neuro exam non-focal.", "GCS 15, mild L pronator drift not reproduced.",
                    "Normal CT at presentation.", "Normal neurological examination apart from VOR provocation."]),
           " ", ch(rng, ["Previous imaging: nil.", ["Previous CT at ", (c.hosp, "HOSPITAL"), " on ",
                                                    _d(rng, c, c.inj, ["num", "mon", "dm"]), " - normal."]]))
    n.line("Question: ", ch(rng, ["structural injury / microhaemorrhage?", "fracture or ligamentous instability?",
                                  "any contraindication to return to contact sport?", "intracranial bleed?"]))
    n.blank()
    if "MRI" in ex:
        n.line("MRI SAFETY (patient/parent to complete)")
        qs = ["Cardiac pacemaker or ICD", "Cochlear implant", "Metal fragments in eyes", "Aneurysm clips",
              "Orthodontic braces/retainer", "Previous surgery", "Claustrophobia"]
    else:
        n.line("RADIATION / CONTRAST CHECKLIST")
        qs = ["Previous contrast reaction", "Renal impairment (eGFR < 30)", "Metformin", "Previous CT in 12 months"]
    if c.sex == "F" and c.age >= 12:
        qs.append("Possibility of pregnancy")
    for q in qs:
        n.line("  %-30s %s" % (q, "Y" if maybe(rng, 0.12) and "pregnancy" not in q else "N"))
    n.line("  Completed by: ", (c.parent if c.minor else c.pt).full(), "  ", _d(rng, c, req, ["num", "num2"]))
    n.blank()
    appt = phi.workday(addd(req, rng.randrange(1, 20)))
    n.line("BOOKING: ", _d(rng, c, appt, ["wd", "wds", "num", "long"]), " at %d:%02d" % (
        rng.randrange(7, 19), ch(rng, [0, 15, 30, 45])), ", ", ch(rng, ["Scanner 2", "MRI suite B", "CT 1", "Room 4"]),
        "   Accession ", (phi.idnum(rng, "acc", appt.year), "IDNUM"), "   Order ", (phi.idnum(rng, "ref"), "IDNUM"))
    if maybe(rng, 0.55):
        n.blank()
        n.line("REPORT")
        n.line(ex.upper().split(",")[0], ", ", _d(rng, c, appt, ["num", "abbr", "long"]))
        n.line("Technique: ", ch(rng, ["3T, sagittal T1, axial T2/FLAIR, SWI, DWI, DTI (30 directions).",
                                       "Helical non-contrast, 0.625 mm reconstructions.",
                                       "1.5T, sagittal T1/T2/STIR, axial T2 and GRE."]))
        n.line("Findings: ", ch(rng, ["No intracranial haemorrhage. No microhaemorrhage on SWI. Grey-white differentiation "
                                      "preserved. Ventricles and sulci normal for age. No cavum septum pellucidum.",
                                      "No fracture. Alignment maintained. No prevertebral soft tissue swelling. "
                                      "Mild C5-6 disc bulge without cord compression.",
                                      "Single punctate focus of susceptibility in the right frontal subcortical white matter, "
                                      "nonspecific; may reflect prior microhaemorrhage. Otherwise normal."]))
        n.line("Impression: ", ch(rng, ["Normal study.", "No acute abnormality.", "Nonspecific single microhaemorrhage - correlate clinically."]))
        n.line("Reported by: ", c.rad.tfl(rng), ", ", c.rad.creds, "   ",
               _d(rng, c, appt, ["num", "abbr"]), " %d:%02d" % (rng.randrange(8, 22), rng.randrange(60)))
        n.line("Verified by user ", (c.rad.user, "USERNAME"), " at workstation ", (phi.ipaddr(rng), "IPADDR"))
    n.blank()
    n.line("Referrer signature: ", c.doc.fil(), "   Date: ", _d(rng, c, req, ["num", "num1"]))
    return n
