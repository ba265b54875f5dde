"""Genres: splint prescription, theatre list, GP discharge letter."""
from core import R, Note, pick, chance, digits, letters, sample
from ident import add_days, slug
import pools_places as PL
from common import sp, pt_label, sig, typist, random_time, agesex, site_header, hand_phone_line
from genres_a import bullets
from clinical_a import fing, ANALG
import case as CS

MATERIALS = ["Orfit Classic Soft 2.0 mm perforated", "Aquaplast-T 3.2 mm", "Orfit NS 1.6 mm", "NCM Clinic 3.2 mm", "Turbocast 2.0 mm",
             "Rolyan Ezeform 3.2 mm", "neoprene 3 mm (prefab)", "Orficast thermoplastic tape", "Polyform 3.2 mm solid"]


def op_case(code, **kw):
    while True:
        k = CS.Case(code, **kw)
        if k.sc["op"]:
            return k


def splint_rx(k):
    c, sc = k.c, k.sc
    sp_ = sc["splint"]
    site = k.therapy_site
    n = Note("splint_prescription", k.code)
    n.ln(pick(["ORTHOSIS PRESCRIPTION & FABRICATION RECORD", "SPLINT PRESCRIPTION", "Custom Orthosis Order / Fitting Record", "Hand Therapy - Splint Request"]))
    n.ln(("HOSPITAL", site.name), pick([" - Hand Therapy", "", " | Occupational Therapy"]))
    n.ln("")
    pt_label(n, k, compact=chance(0.5))
    n.ln("Requested by: ", k.cons.ref(pick(["fi", "fl", "last"])) if chance(0.6) else k.reg.ref("fi"), "   Date: ", ("DATE", c.d(k.visit)), "   Request no. ", ("IDNUM", pick(["OR-%s" % digits(6), "SPL%s" % digits(5), "%s/%s" % (digits(4), digits(2))])))
    n.ln("Diagnosis: ", sp(k, sc["dx"]))
    if sc["op"] and not sc["nonop"]:
        n.ln("Surgery: ", ("DATE", c.d(k.op_date)), " - ", sp(k, sc["op"]["title"]))
    n.ln("")
    n.ln("Orthosis: ", sp_["name"])
    n.ln("Position: ", sp_["pos"])
    n.ln("Material: ", pick(MATERIALS), ";  straps: ", pick(["3 x 25 mm Velcro", "2 x 50 mm loop + D-ring", "4 Velcro straps, padded", "Coban to digit"]))
    n.ln("Wear regime: ", sp_["regime"])
    n.ln("Precautions:")
    bullets(n, k, sample(["Check skin twice daily for red marks", "Do NOT remove to test the finger", "Keep away from heat (car dashboard, radiator) - it will melt",
                          "Elevate above heart level", "Wash with lukewarm water only", "No driving in splint", "Wear over stockinette liner",
                          "Straps may be replaced by hand therapy", "Report numbness, colour change or increasing pain immediately"], 4))
    if c.us and chance(0.6):
        n.ln("Billing: HCPCS ", pick(["L3808", "L3913", "L3933", "L3807"]), "; Dx ", sc["code"], "; Acct ", ("ACCOUNT", k.acct), "; ", ("ORGANIZATION", pick(PL.INSURERS["US"])), " ID ", ("HEALTHPLAN", k.hp[1]))
    if chance(0.4):
        n.ln("Loan item: ", pick(["prefab thumb spica (size M)", "wrist brace (L)", "resting splint (S)", "Futuro-type cock-up (M)", "static progressive PIPJ (loaner)"]),
             " - asset tag ", ("DEVICE", pick(["HT-%s" % digits(5), "AST%s" % digits(6), "%s-%s" % (letters(2), digits(4))])), ", to be returned")
    n.ln("")
    n.ln("Fabricated by: ", ("DOCTOR", k.ther.n(pick(["fl", "fi"]))), (", " + k.ther.cred) if k.ther.cred else "", "   on ", ("DATE", c.d(add_days(k.visit, pick([0, 1, 2, 3])))),
         "   fabrication time ", pick(["30", "40", "45", "60"]), " min")
    if chance(0.5):
        n.ln("Checked by: ", ("DOCTOR", k.ther2.n("fl")), " (", k.ther2.job, ")")
    n.ln("Review: ", ("DATE", c.d(add_days(k.visit, pick([3, 5, 7, 14])), pick([None, "wk"]))), " ", random_time())
    n.ln("")
    n.ln(pick(["Problems with your splint? ", "PATIENT COPY - if concerns, ", "Questions: "]), "Hand Therapy Mon-Fri 08:30-16:30 on ", ("PHONE", site.phone),
         pick([" or email ", ". E: "]), ("EMAIL", site.email))
    n.ln("Out of hours: ", pick(["attend ED at ", "go to the Emergency Department at ", "ED - "]), ("HOSPITAL", k.hosp.name if site is not k.hosp else k.hosp2.name))
    n.ln("Patient signature: __________   Name: ", ("PATIENT", k.pt.n("fl")) if not k.child else ("FAMILY", k.nok.n("fl")), "" if not k.child else " (" + k.nok_rel + ")")
    return n


PROC_NOTES = ["latex allergy", "T2DM - first on list", "on apixaban - held 48 h", "needs II", "WALANT - no anaesthetist", "interpreter booked",
              "INR 1.4 today", "day case", "admit post-op", "MRSA neg", "needle phobic", "BMI 41 - big arm table", "pt fasted from 02:00",
              "ASA 2", "ASA 3", "NBM", "needs microscope", "loupe only", "consent form 1 signed", "hearing aid", "pacemaker - bipolar only",
              "COVID swab neg", "sickle screen neg", "Xiapex delivered to theatre", "K-wire set", "hand table + lead hand"]


def theatre_list(k):
    c = k.c
    n = Note("theatre_list", k.code)
    d = k.op_date
    hdr = R.randrange(3)
    lst = pick(["HAND TRAUMA LIST", "Elective Hand List", "Plastics Hand List (AM)", "Hand & Wrist List - PM", "OR SCHEDULE - HAND SERVICE" if c.us else "DAY CASE HAND LIST"])
    if hdr == 0:
        n.ln(("HOSPITAL", k.hosp.name), " - ", pick(["Theatre ", "Main Theatres, Th ", "OR "]), ("LOCATION_OTHER", k.theatre))
        n.ln(lst, " - ", ("DATE", c.d(d, pick(["wk", "wklong", None]))))
    elif hdr == 1:
        n.ln(lst)
        n.ln("Site: ", ("HOSPITAL", k.hosp.name), "   Theatre: ", ("LOCATION_OTHER", k.theatre), "   Date: ", ("DATE", c.d(d)), "   Session: ", pick(["08:00-13:00", "13:30-17:30", "08:30-17:00 (all day)"]))
    else:
        n.ln(("HOSPITAL", k.hosp.name.upper()), " | ", lst, " | ", ("DATE", c.d(d, "DASH")), " | OR ", ("LOCATION_OTHER", k.theatre))
    n.ln("Surgeon: ", k.cons.ref(pick(["fl", "last"])), "   Assist: ", k.reg.ref("fi"), "   Anaes: ", k.anaes.ref("last"))
    n.ln("Scrub lead: ", ("DOCTOR", k.nurse.n("fl")), "   Coordinator: ", ("DOCTOR", k.sec.n("fl")), " ext ", ("PHONE", c.phone_ext()))
    n.ln("")
    cols = R.randrange(3)
    if cols == 0:
        n.ln("# | Time | Patient | Age/Sex | ", k.mrn[0], " | Ward/Bed | Procedure | Anaes | Notes")
    elif cols == 1:
        n.ln("No  Patient                      DOB         ", k.mrn[0], "      Procedure                                   Notes")
    else:
        n.ln("Order | Name | Age | Hosp no | Location | Op | Comments")
    rows = R.randrange(5, 9)
    t = 8 * 60 + pick([0, 30])
    for i in range(rows):
        r = op_case(k.code, adult=True)
        op = r.sc["op"]
        nt = "; ".join(sample(PROC_NOTES, R.randrange(0, 3))) or "-"
        title = sp(r, op["title"])
        an = "LA" if ("WALANT" in op["anaes"] or "local" in op["anaes"]) else ("GA" if "GA" in op["anaes"] else "RA")
        tm = "%02d:%02d" % (t // 60, t % 60)
        if cols == 0:
            loc = [("HOSPITAL", r.ward), "/", ("LOCATION_OTHER", r.bed)] if chance(0.7) else ["DSU"]
            n.ln(str(i + 1), " | ", tm, " | ", ("PATIENT", r.pt.n(pick(["LF", "LFU", "lf"]))), " | ", ("AGE", str(r.age)), r.sex, " | ", ("MRN", r.mrn[1]), " | ", loc, " | ",
                 title, " | ", an, " | ", nt)
        elif cols == 1:
            nm = r.pt.n("LFU")
            n.ln("%-3d " % (i + 1), ("PATIENT", nm), " " * max(1, 29 - len(nm)), ("DATE", c.d(r.dob)), "  ", ("MRN", r.mrn[1]), "   ", title, "   ", nt)
        else:
            loc = [("HOSPITAL", r.ward)] if chance(0.5) else ["Day ward chair ", ("LOCATION_OTHER", str(R.randrange(1, 20)))]
            n.ln(str(i + 1), " | ", ("PATIENT", r.pt.n(pick(["fl", "LF"]))), " | ", ("AGE", str(r.age)), " | ", ("MRN", r.mrn[1]), " | ", loc, " | ", title,
                 " (", r.side[0].upper(), ")", " | ", nt)
        t += pick([30, 45, 60, 75, 90, 120])
    n.ln("")
    if chance(0.5):
        n.ln("Emergency add-on: ", pick(["fight bite washout", "FTSI washout", "nailbed repair (child)", "flexor tendon repair"]), " - ", ("PATIENT", CS.Person().n("fl")), ", ",
             ("AGE", str(R.randrange(3, 13))), ", awaiting bed on ", ("HOSPITAL", pick(PL.WARDS)))
    n.ln(pick(["List changes: contact ", "Any cancellations to ", "Changes via "]), ("DOCTOR", k.sec.n("fl")), " (", k.sec.job, ") ", ("PHONE", c.phone()), pick([" / ", " or ", " | "]),
         ("EMAIL", k.sec.email(k.hosp.dom)))
    n.ln("Printed ", ("DATE", c.d(add_days(d, -1))), " ", random_time(), " by ", ("USERNAME", k.sec.user), pick([" - ", " | "]), pick(["TheatreMan v4.2", "ORMIS", "page 1 of 1", "CONFIDENTIAL - do not leave unattended"]))
    return n


def gp_letter(k):
    c, sc = k.c, k.sc
    n = Note("gp_discharge_letter", k.code)
    site_header(n, k, dept=pick(["Department of Plastic & Reconstructive Surgery - Hand Unit", "Hand Surgery Service", "Trauma & Orthopaedics - Upper Limb Unit",
                                 "Regional Hand Centre", "Division of Plastic Surgery"]))
    n.ln("")
    n.ln(k.gp.ref("fl"))
    n.ln(("HOSPITAL", k.practice.name))
    n.ln(k.c.address(multiline=True, town=k.practice.town))
    n.ln("")
    dis = add_days(k.op_date, pick([0, 0, 1, 2]))
    letter = add_days(dis, pick([0, 1, 2, 4]))
    n.ln("Date: " if chance(0.5) else "", ("DATE", c.d(letter, pick(["long", None]))))
    n.ln("")
    n.ln("Dear ", k.gp.title + " " if k.gp.title else "", ("DOCTOR", k.gp.n(pick(["last", "last", "fl"]))), ",")
    n.ln("")
    n.w("Re: ", ("PATIENT", k.pt.n(pick(["fl", "fml", "FLU"]))), ", DOB ", k.dob_p())
    if chance(0.6):
        n.w(", ", k.addr)
    n.ln("")
    n.ln(k.hp[0], ": ", ("HEALTHPLAN", k.hp[1]), "   ", k.mrn[0], ": ", ("MRN", k.mrn[1]))
    n.ln("")
    n.ln("Diagnosis: ", sp(k, sc["dx"]))
    if sc["op"] and not sc["nonop"]:
        n.ln("Procedure: ", sp(k, sc["op"]["title"]), " (", ("DATE", c.d(k.op_date)), ")")
    n.ln("Admitted: ", ("DATE", c.d(k.op_date)), "   Discharged: ", ("DATE", c.d(dis)), pick(["", " (day case)", ""]))
    n.ln("")
    who = k.title_last()
    if not k.elective:
        n.w("I ", pick(["saw", "reviewed", "operated on"]), " ", who, " following ", pick(["an injury", "an accident", "a fall"]) if sc["key"] in ("distal_radius", "scaphoid") else pick(["an injury", "an accident"]),
            " on ", ("DATE", c.d(k.injury, pick(["long", None, "daymon"]))), ". ")
    else:
        n.w("I first ", pick(["saw", "reviewed", "met"]), " ", who, " ", pick(["in the hand clinic on ", "at the elective hand clinic on "]), ("DATE", c.d(k.visit, pick(["long", None]))), ". ")
    n.w(sp(k, sc["mech"][0].upper() + sc["mech"][1:]), ". ")
    if sc["op"] and not sc["nonop"]:
        f = sc["op"]["findings"]
        n.w("At surgery ", sp(k, (f[0][0].lower() + f[0][1:]) if f[0][1:2].islower() else f[0]), ". ", sp(k, "The procedure was uneventful and " + k.pt.he() + " was discharged with a " + (sc["splint"]["name"][0].lower() + sc["splint"]["name"][1:] if sc["splint"]["name"][1:2].islower() else sc["splint"]["name"]) + ". "))
    if not k.child and k.prof and not k.retired and chance(0.6):
        n.w(k.pt.he().capitalize(), " ", "works as a ", ("PROFESSION", k.prof), " and ", pick(["is keen to return to work", "is self-employed, so time off is difficult", "will need a fit note"]), ". ")
    if k.child:
        n.w(k.pt.he().capitalize(), " attended with ", k.pt.his(), " ", k.nok_rel, ", ", ("FAMILY", k.nok.n("fl")), ". ")
    n.ln("")
    n.ln("")
    n.ln("Medication on discharge: ", sp(k, pick(ANALG)))
    n.ln("Follow-up:")
    items = [["Hand clinic, ", ("HOSPITAL", k.hosp.name), " - ", ("DATE", c.d(add_days(dis, pick([7, 10, 14]))))],
             ["Hand therapy at ", ("HOSPITAL", k.therapy_site.name), " (", ("PHONE", k.therapy_site.phone), ")"]]
    bullets(n, k, items)
    n.ln("Actions for GP / practice nurse:" if not c.us else "Actions for PCP:")
    bullets(n, k, sample(["Wound check and ROS at 10-14 days", "Please review analgesia", "Fit note extension if required (expected %d/52 off)" % sc["rtw"]["weeks"],
                          "Refer back if signs of infection (erythema, discharge, fever)", "Please check HbA1c (last 64 mmol/mol)", "No action required",
                          "Suture removal 10/7 with practice nurse", "Please monitor for CRPS (disproportionate pain, swelling, colour change)"], 2))
    n.ln("")
    n.ln(pick(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "Sincerely,"]))
    n.ln("")
    s = k.cons if chance(0.6) else k.reg
    n.ln(s.ref(pick(["fl", "fi"])), (" " + s.cred) if s.cred and chance(0.6) else "")
    n.ln(s.job)
    if s is k.reg and chance(0.6):
        n.ln("on behalf of ", k.cons.ref("fl"), ", ", k.cons.job)
    n.ln("")
    cc = [[("PATIENT", k.pt.n("fl")), " (patient)"]]
    if chance(0.5):
        cc.append([("HOSPITAL", k.therapy_site.name)])
    if chance(0.3):
        cc.append(["Occupational Health, ", ("ORGANIZATION", k.employer)] if k.employer else [k.nok_rel, " ", ("FAMILY", k.nok.n("fl"))])
    n.w("cc: ")
    for i, x in enumerate(cc):
        n.w("; " if i else "", x)
    n.ln("")
    typist(n, k, s, date=letter)
    return n
