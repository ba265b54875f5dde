"""Genres: nerve conduction request, return-to-work letter, telephone follow-up log."""
from core import R, Note, pick, chance, digits, letters, sample
from ident import add_days, slug, private_ip
import pools_places as PL
from common import sp, pt_label, sig, typist, random_time, agesex, site_header, hand_phone_line, interpreter, LANGS
from genres_a import bullets
from clinical_a import fing, fing as _f
import case as CS

PACERS = ["Medtronic Azure XT DR", "Boston Scientific Accolade", "Abbott Assurity MRI", "Biotronik Edora 8 DR", "Medtronic Micra AV"]


def ncs_request(k):
    c, sc = k.c, k.sc
    n = Note("nerve_conduction_request", k.code)
    n.ln(pick(["REQUEST FOR NEUROPHYSIOLOGY INVESTIGATION", "NERVE CONDUCTION STUDY / EMG REQUEST", "Electrodiagnostic Study Referral", "NCS REQUEST FORM"]))
    fl = pick(["   Fax: ", "  (fax ", "   F: "])
    n.ln("To: ", pick(["Clinical Neurophysiology", "Neurophysiology Dept", "EMG Lab", "Neurodiagnostics"]), ", ", ("HOSPITAL", k.hosp2.name),
         fl, ("FAX", k.hosp2.fax), ")" if "(" in fl else "")
    n.ln("Request no: ", ("IDNUM", pick(["NP%s" % digits(6), "EMG-%d-%s" % (k.visit.year, digits(4)), "%s%s" % (letters(1), digits(7))])),
         "   Date: ", ("DATE", c.d(k.visit)), "   Priority: ", pick(["Routine", "Soon", "Urgent (axonal loss suspected)", "Routine - pre-op"]))
    n.ln("")
    n.ln("PATIENT DETAILS")
    pt_label(n, k)
    if chance(0.15):
        interpreter(n, k)
    n.ln("")
    n.ln("REQUESTING CLINICIAN")
    s = k.cons if chance(0.5) else k.reg
    n.ln("Name: ", s.ref("fl"), "   Grade: ", s.job)
    n.ln(s.lic[0], ": ", ("LICENSE", s.lic[1]), "   Contact: ", ("PHONE", s.bleep), pick([" (bleep)", " (pager)", ""]), "   Email: ", ("EMAIL", s.email(k.hosp.dom)))
    if s is not k.cons:
        n.ln("Consultant: ", k.cons.ref(pick(["fi", "fl"])), ", ", pick(["Hand Surgery", "Plastic Surgery", "Orthopaedics (Upper Limb)"]))
    n.ln("Copy report to: ", k.gp.ref("fi"), ", ", ("HOSPITAL", k.practice.name), pick([", fax ", " - F "]), ("FAX", k.practice.fax))
    n.ln("")
    n.ln("CLINICAL DETAILS")
    n.ln(agesex(k), " ", "RHD" if k.dom_hand == "right" else "LHD", ", ", ("PROFESSION", k.prof) if (k.prof and not k.retired) else "retired", ". ", sp(k, sc["mech"][0].upper() + sc["mech"][1:]), ".")
    n.ln("Symptom onset: ", ("DATE", c.d(k.injury, pick(["monthyear", "monyy", "year"]))), pick(["", " (approx.)", ", gradually worse"]))
    n.ln("Examination:")
    bullets(n, k, sc["exam"])
    n.ln("Relevant history: ", pick(["T2DM, HbA1c 61 mmol/mol", "hypothyroid (TSH 3.2 mU/L on treatment)", "nil", "pregnancy 28/40" if (k.sex == "F" and k.age < 45) else "nil", "RA", "alcohol excess, B12 180 ng/L",
                                    "cervical spondylosis (MRI C5/6 foraminal narrowing)", "previous #distal radius same side"]))
    n.ln("Anticoagulants: ", pick(["No", "No", "Yes - apixaban", "Yes - warfarin, INR 2.6", "aspirin only"]))
    if chance(0.22):
        n.ln("Pacemaker/ICD: YES - ", pick(PACERS), ", SN ", ("DEVICE", pick(["%s%s" % (letters(3), digits(6)), digits(9), "%s-%s" % (letters(2), digits(7))])),
             " (cardiac physiology informed; no EMG near device)")
    else:
        n.ln("Pacemaker/ICD: ", pick(["No", "None", "no"]))
    if chance(0.35):
        prev = add_days(k.visit, -R.randrange(400, 2500))
        n.ln("Previous studies: ", ("DATE", c.d(prev, pick(["year", "monthyear"]))), " at ", ("HOSPITAL", pick([k.hosp.name, CS.Site(c, "hospital").name])),
             " - ", pick(["mild CTS bilaterally", "normal", "moderate ulnar neuropathy at elbow", "report not available"]))
    n.ln("")
    n.ln("QUESTION: ", sc["ncs"] or "Please assess median/ulnar nerves; ? compressive neuropathy")
    n.ln("Limbs: ", pick(["bilateral upper limbs", "%s upper limb (+ contralateral for comparison)" % k.side, "both arms"]))
    n.ln("")
    n.ln("Patient availability: ", pick(["can attend at short notice", "works shifts - please phone first", "needs hospital transport", "prefers afternoons"]),
         "; mobile ", ("PHONE", k.mob))
    n.ln("")
    n.ln("Signature: ______  ", ("DOCTOR", s.n("fi")), "   ", ("DATE", c.d(k.visit)))
    n.ln("-- Dept use --  Vetted by: ", ("DOCTOR", CS.Staff(c, "junior").n("init")), "  Appt: ", ("DATE", c.d(add_days(k.visit, R.randrange(14, 120)))), " ", random_time(),
         "  Room ", ("LOCATION_OTHER", pick(["N2", "3", "EMG 1", "4A"])))
    return n


MGR_TITLES = ["HR Manager", "Site Manager", "Line Manager", "Operations Manager", "Health & Safety Officer", "Occupational Health Adviser", "People & Culture Lead",
              "Return to Work Coordinator", "Workshop Supervisor"]


def rtw_letter(k):
    c, sc = k.c, k.sc
    n = Note("return_to_work_letter", k.code)
    s = k.cons if chance(0.5) else k.ther
    site = k.hosp if s is k.cons else k.therapy_site
    site_header(n, k, site=site, dept=pick(["Hand Unit", "Hand Therapy", "Plastic Surgery Outpatients", None]))
    n.ln("")
    letter = add_days(k.op_date, R.randrange(5, 40))
    n.ln(("DATE", c.d(letter, pick(["long", None, "med"]))))
    n.ln("")
    mgr = k.manager
    if chance(0.7):
        n.ln(("FAMILY", mgr.n(pick(["fl", "fi"]))), ", ", pick(MGR_TITLES))
        n.ln(("ORGANIZATION", k.employer))
        n.ln(k.emp_addr)
        salut = ["Dear ", mgr.honor() + " ", ("FAMILY", mgr.last), ","] if chance(0.6) else ["Dear ", ("FAMILY", mgr.first), ","]
    else:
        n.ln("Occupational Health Department")
        n.ln(("ORGANIZATION", k.employer))
        n.ln(k.emp_addr)
        salut = [pick(["To whom it may concern,", "Dear Sir/Madam,", "Dear Occupational Health team,"])]
    n.ln("")
    n.ln(salut)
    n.ln("")
    n.w("Re: ", ("PATIENT", k.pt.n(pick(["fl", "fml"]))), ", DOB ", k.dob_p())
    if chance(0.5):
        n.w(", Employee No. ", ("IDNUM", pick([digits(6), "E%s" % digits(5), "%s-%s" % (letters(2), digits(4))])))
    n.ln("")
    n.ln("")
    who = k.title_last()
    n.w(who, " is under the care of the ", pick(["Hand Unit", "hand surgery team", "hand therapy service", "Plastic Surgery department"]), " following ",
        sp(k, sc["dx"][0].lower() + sc["dx"][1:]))
    if k.elective:
        n.w(", diagnosed in clinic on ", ("DATE", c.d(k.visit, pick(["long", None]))), ". ")
    else:
        n.w(", sustained ", pick(["at work", "on site", "while working"]), " on ", ("DATE", c.d(k.injury, pick(["long", None]))), ". ")
    if sc["op"] and not sc["nonop"]:
        n.w(k.pt.he().capitalize(), " underwent surgery on ", ("DATE", c.d(k.op_date, pick(["long", None]))), ". ")
    n.w("I understand ", k.pt.he(), " works as ", "an " if k.prof[0] in "aeiou" else "a ", ("PROFESSION", k.prof), " with your company", pick([".", ", a role involving heavy and repetitive gripping.", ", which involves use of hand tools.", ", which is physically demanding."]))
    n.ln("")
    n.ln("")
    wk = sc["rtw"]["weeks"] or 1
    off_to = add_days(k.op_date, 7 * wk)
    n.ln(pick(["In my opinion ", "Currently "]), k.pt.he(), " is unfit for normal duties until ", ("DATE", c.d(off_to, pick(["long", None]))), pick([".", ", subject to review."]))
    n.ln("From ", ("DATE", c.d(add_days(off_to, 1), pick(["long", None, "daymon"]))), " ", k.pt.he(), " would be fit for modified duties with the following restrictions:")
    bullets(n, k, sc["rtw"]["restr"] + sample(["No use of vibrating tools (grinders, drills)", "Max lift 5 kg with the %s hand" % k.side, "Keep wound clean - gloves for dirty work",
                                                "Attend hand therapy weekly (paid time off please)", "Phased hours: 4 h/day week 1, 6 h/day week 2", "No ladder work", "Splint to be worn at work"], 2))
    if chance(0.35) or k.prof in ("delivery driver", "bus driver", "taxi driver", "courier", "forklift driver"):
        n.ln("Driving: ", k.pt.he(), " normally drives ", pick(["company van", "the works ute", "a fleet vehicle", "a forklift and the company pickup"]),
             " reg ", ("VEHICLE", c.plate()), pick([" and should not drive until able to grip the wheel firmly and perform an emergency stop.", " - not to drive in the orthosis."]))
    if chance(0.4) and k.sc.get("digit"):
        n.ln("Time recording: the site fingerprint clock-in reader cannot read ", k.pt.his(), " ", fing(k.sc["digit"]), " while dressed (template ID ",
             ("BIOID", pick(["FP-%s" % digits(5), "BIO%s" % digits(6), "TMPL-%s" % digits(4), "%s-FP%s" % (letters(2), digits(4))])), "); please provide a swipe card or manual sign-in.")
    n.ln("")
    n.ln("We will review ", "him" if k.sex == "M" else "her", " again on ", ("DATE", c.d(add_days(letter, pick([14, 21, 28])), pick(["long", None]))),
         " and can provide an updated note. Please contact ", pick(["me", "the hand therapy team"]), " on ", ("PHONE", site.phone), " or ", ("EMAIL", s.email(site.dom)), " with any questions.")
    n.ln("")
    n.ln(pick(["Yours sincerely,", "Kind regards,", "Yours faithfully,"]))
    n.ln("")
    n.ln(("DOCTOR", s.n(pick(["fl", "fml"]))), (", " + s.cred) if s.cred else "")
    n.ln(s.job, pick(["", "   ", " | "]), s.lic[0], " ", ("LICENSE", s.lic[1]))
    if chance(0.5):
        n.ln("cc: ", ("PATIENT", k.pt.n("fl")), "; ", k.gp.ref("fi"), " (GP)" if not c.us else " (PCP)")
    return n


def tel_log(k):
    c, sc = k.c, k.sc
    n = Note("telephone_followup_log", k.code)
    n.ln(pick(["TELEPHONE FOLLOW-UP LOG", "Telephone Clinic Record - Hand Therapy", "Post-op Phone Call Log (Hand Unit)", "VIRTUAL FRACTURE/HAND CLINIC - PHONE CONTACTS"]))
    n.ln(("HOSPITAL", k.hosp.name if chance(0.6) else k.therapy_site.name))
    pt_label(n, k, compact=True)
    n.ln("Phones: home ", ("PHONE", k.home), " / mobile ", ("PHONE", k.mob), pick(["   Preferred: mobile", "   Pref: text first", "", "   OK to leave message: Y"]))
    if sc["op"] and not sc["nonop"]:
        n.ln("Procedure: ", sp(k, sc["op"]["title"]), ", ", ("DATE", c.d(k.op_date)), " (", k.cons.ref("last"), ")")
    else:
        n.ln("Dx: ", sp(k, sc["dx"]))
    n.ln("-" * pick([40, 50, 60]))
    d = add_days(k.op_date, 1)
    staff = [k.nurse, k.ther, k.ther2, k.reg]
    entries = R.randrange(3, 7)
    for i in range(entries):
        st = pick(staff)
        ts = ("DATE", c.d(d, pick([None, "wk"]) if i == 0 else None))
        tm = random_time()
        kind = R.randrange(9) if i else pick([0, 1])
        head = [ts, " ", tm, " ", ("DOCTOR", st.n(pick(["fl", "fi", "INIT"]))), " (", st.job, ")"]
        if chance(0.5):
            head += [" [", ("USERNAME", st.user), "]"]
        n.ln(head)
        if kind == 0:
            n.ln("  Outgoing call to ", ("PHONE", pick([k.mob, k.home])), " - no answer, ", pick(["voicemail left", "no voicemail set up", "SMS sent with callback number"]),
                 " (callback ", ("PHONE", c.phone_ext()), ")")
        elif kind in (1, 2, 3):
            n.ln("  Spoke to pt. ID confirmed: name, DOB and ", pick(["postcode", "ZIP" if c.us else "postcode", "address"]), " (", ("ZIP", k.addr[-1][1]) if k.addr[-1][0] == "ZIP" else ("CITY", k.town), ").")
            n.ln("  ", pick(["Pain %d/10, settling with regular analgesia." % R.randrange(1, 6), "Dressing intact, no strike-through.", "Finger pink and warm; CRT good by pt report.",
                              "Some swelling - reinforced elevation.", "Mild ooze, no fever, no spreading redness.", "Numbness tip of finger unchanged.", "Splint rubbing ulnar border."]),
                 " ", pick(["Red flags discussed.", "Advised re elevation and keeping dressing dry.", "Reminded of hand therapy appt.", "Safety-netted: ED if fever/increasing pain."]))
        elif kind == 4:
            n.ln("  Call from ", k.nok_rel, " ", ("FAMILY", k.nok.n(pick(["fl", "first"]))), " (", ("PHONE", k.nok_phone), ") - ", pick(["worried wound smells", "asking about driving", "wants letter for employer", "reports pt feels faint after painkillers"]),
                 ". Consent to discuss: ", pick(["yes - documented", "verbal consent from pt on speaker"]), ".")
        elif kind == 5:
            n.ln("  Phoned GP practice ", ("HOSPITAL", k.practice.name), " on ", ("PHONE", k.practice.phone), " re ", pick(["fit note extension", "suture removal appt", "antibiotic prescription", "wound check booking"]),
                 "; spoke to ", ("DOCTOR", CS.Staff(c, "admin").n("fl")), " (receptionist).")
        elif kind == 6:
            url = "https://%s/join/%s" % (pick(["video.example.org", "telehealth.example.net", "attend.example.com/hand"]), "%s-%s" % (letters(3, "abcdefghjkmnpqrstuvwxyz"), digits(4)))
            n.ln("  Video review via ", ("URL", url), "; pt's device connected from ", ("IPADDR", private_ip()), pick([" (dropped twice, switched to phone).", ", good quality.", "."]))
            n.ln("  Visual: ", pick(["wound healed", "swelling improving", "composite fist 2 cm from DPC", "DIPJ held straight in splint"]), ".")
        elif kind == 7:
            n.ln("  Pharmacy (", ("HOSPITAL", CS.Site(c, "pharmacy").name), ", ", ("PHONE", c.phone()), ") queried ", pick(["co-amoxiclav dose", "oxycodone quantity", "cephalexin supply", "duplicate script"]), " - clarified.")
        else:
            n.ln("  Text reminder sent to ", ("PHONE", k.mob), " for appt ", ("DATE", c.d(add_days(d, R.randrange(2, 10)), pick([None, "daymon", "wk"]))), " ", random_time(), ".")
        d = add_days(d, R.randrange(1, 8))
    n.ln("-" * pick([40, 50, 60]))
    n.ln("Outcome: ", pick(["discharged to HEP", "f2f review booked", "continue weekly phone reviews", "escalated to plastics registrar", "for ROS at GP practice"]),
         pick([" - next contact ", ". Next: ", "; next call "]), ("DATE", c.d(add_days(d, R.randrange(3, 15)))))
    n.ln("Record closed by ", ("USERNAME", pick(staff).user), " ", ("DATE", c.d(d)), " ", random_time())
    return n
