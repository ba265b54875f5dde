"""Genre: daily studio / clinic worklist for the clinical photography service."""
import datetime

from builder import P
import phi
import clinical as CL
import common as CM
import pools_misc as PM
import pools_places as PL


def _slot(t):
    return "%02d:%02d" % divmod(t, 60)


def worklist(n, r, c):
    n.ln(r.choice(["DAILY WORKLIST - CLINICAL PHOTOGRAPHY", "Studio list", "MI Appointments - day sheet",
                   "PHOTOGRAPHY CLINIC LIST (printed from PAS)"]))
    n.ln(c.hosp_ph(), " | ", P(c.room, "LOCATION_OTHER"), " | ", c.d(None, r.choice(["wk", "wk", "long", "num"])))
    n.ln("Photographer(s): ", c.photog.ph(r.choice(["full", "init", "first"])),
         r.choice([[" / ", c.nurse.ph(r.choice(["full", "init", "first"])), " (chaperone)"], [""]]))
    n.ln("Printed ", c.d(c.days(-1), "num"), " ", CM.time(r), " by ", P(phi.username(r, c.clerk), "USERNAME"),
         r.choice(["", " - CONFIDENTIAL: shred after use", " (page 1 of 1)"]))
    n.nl()
    wide = CM.maybe(r, 0.5)
    if wide:
        n.ln("Time  | Patient                 | DOB        | ID         | Referrer        | Type  | Notes")
    else:
        n.ln("Time / Patient / DOB / ID / Referrer / Type / Notes")
    start = r.choice([8 * 60 + 30, 9 * 60, 13 * 60 + 30, 9 * 60 + 15])
    k = r.randint(5, 10)
    dna_rows = []
    main_i = r.randint(0, k - 1)
    tnow = start
    for i in range(k):
        pt = c.pt if i == main_i else phi.Person(r, "PATIENT", c.country)
        age = r.randint(1, 95)
        dob = c.event - datetime.timedelta(days=int(age * 365.25) + r.randint(1, 360))
        if pt is c.pt:
            age, dob = c.age, c.dob
        mrn = c.mrn if pt is c.pt else phi.mrn(r, c.country)
        doc = r.choice([c.clin, phi.Person(r, "DOCTOR", c.country)])
        typ = r.choice(["DERM", "PLAS", "WND", "TBP", "3D", "ORTHO", "BURNS", "EYE", "FAC", "SAFE"])
        note = r.choice([["Level 2"], ["interpreter (", r.choice(["Polish", "Urdu", "Arabic", "Tagalog", "Cantonese", "Somali"]), ")"],
                         ["wheelchair"], ["hoist"], ["pt asks for female photographer"], ["bring previous set"],
                         ["arrives by transport"], ["NPWT - TVN attending"], ["aged ", P(str(age), "AGE"), ", with parent" if age < 16 else ""],
                         ["DNA x1 previously"], [""], ["consent to do"], ["tel ", P(phi.mobile(r, c.country), "PHONE")]])
        sep = " | " if wide else " / "
        n.ln(_slot(tnow), sep, pt.ph(r.choice(["LFU", "LF", "LFU"])), sep,
             phi.D(r, dob, c.country, "num"), sep, P(mrn, "MRN"), sep, doc.ph(r.choice(["last", "init", "LF"])), sep, typ, sep, note)
        tnow += r.choice([15, 15, 20, 30, 30, 45])
        if r.random() < 0.15:
            dna_rows.append(pt)
    n.nl()
    n.ln("Add-ons:")
    if CM.maybe(r, 0.6):
        extra = phi.Person(r, "PATIENT", c.country)
        n.ln("  ", r.choice(["ward pt ", "urgent from ED: ", "inpatient "]), extra.ph(r.choice(["LFU", "full"])), " - ",
             P(r.choice(PL.WARDS), "HOSPITAL"), ", bed ", P(str(r.randint(1, 30)), "LOCATION_OTHER"), " - ", CL.dx(r),
             r.choice([" (bleep ", " (ext "]), P(phi.bleep(r), "PHONE"), ")")
    else:
        n.ln("  none")
    if dna_rows:
        n.ln("DNA: ", [[p.ph("LF"), "; "] for p in dna_rows[:-1]], dna_rows[-1].ph("LF"), " - rebook letter sent")
    n.nl()
    n.ln("Equipment: ", c.cam, " (", P(c.cam_sn, "DEVICE"), "), ", r.choice(PM.FLASH), "; ", r.choice(PM.EQUIP_NOTES), ".")
    n.ln("Reminders: ", r.choice([["Vectra calibration due this week."], ["Grey card replaced."],
                                  [P(r.choice(PL.ROOMS), "LOCATION_OTHER"), " closed for deep clean."],
                                  ["Fire alarm test 11:00."], ["New consent form " + r.choice(PM.FORM_CODES) + " in use from today."]]))
    n.ln(CL.ig_statement(r, c.country))
