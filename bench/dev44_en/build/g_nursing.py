"""Nursing notes: shift note (narrative/DAR), admission intake, discharge teaching, home health visit."""
import datetime as dt

import clinical as C
import pools
from core import M, fdate
from common import (vitals, signature, time_str, pager, ins_line, the_m, clinic_time)


def _rn_sig(case, rn, d, r):
    x = r.randrange(5)
    if x == 0:
        return "%s, %s" % (rn.m("full"), rn.cred)
    if x == 1:
        return "-- %s %s %s %s" % (rn.m("fi_last"), rn.cred, case.D(d, "mdy"), time_str(r, 0))
    if x == 2:
        return "Signed: %s, %s (%s) %s" % (rn.m("full"), rn.cred, M("USERNAME", rn.username), time_str(r, 0))
    if x == 3:
        return "%s %s" % (rn.m("first_li"), rn.cred)
    return "Documented by %s, %s on %s" % (rn.m("LF"), rn.cred, case.D(d))


def nn_shift(case):
    r = case.r
    pt = case.pt
    rn = case.nurses[0]
    d = case.mid
    night = r.random() < 0.5
    out = []
    out.append(r.choice(["NURSING PROGRESS NOTE", "Nursing Shift Note", "RN Shift Assessment"]))
    out.append("%s  %s shift (%s)" % (case.D(d, r.choice([case.ds, "wk_md", "mdy"])), "Night" if night else "Day",
                                     "1900-0730" if night else "0700-1930"))
    out.append("Pt: %s  Rm %s  MRN %s  Dx: %s" % (pt.m(r.choice(["full", "LF", "first_li"])), M("LOCATION_OTHER", case.room),
                                                M("MRN", case.mrn), case.scn["dx"]))
    out.append("Attending: %s" % case.att.dr("Dr. last"))
    out.append("")
    style = r.randrange(2)
    if style == 0:
        out.append("Assessment:")
        out.append("Neuro: A&Ox%d, %s." % (r.choice([3, 4, 2]), r.choice(["follows commands", "forgetful, reorients easily",
                                                                          "calm and cooperative"])))
        out.append("CV: %s" % r.choice(["NSR on tele, pulses +2.", "AF rate controlled 80s.", "Edema +1 BLE."]))
        out.append("Resp: %s" % r.choice(["Lungs diminished bases, 2L NC.", "Clear, RA.", "Coarse crackles, productive cough."]))
        out.append("GI/GU: %s" % r.choice(["Voiding via urinal.", "Last BM %s." % case.Ds(d - dt.timedelta(days=1)),
                                           "Foley in place, draining clear yellow."]))
        out.append("Skin: %s" % r.choice(["Intact.", "Stage 2 to coccyx, foam dressing changed.", "Bruising to arms."]))
        out.append("")
        out.append("Vitals: " + vitals(case, 0))
        out.append("")
        out.append("Interventions:")
        for x in r.sample(C.NURSING_INTERVENTIONS, r.randint(4, 7)):
            out.append("- " + x)
    else:
        out.append("D: %s %s. %s" % (pt.m(r.choice(["first", "last"])) if r.random() < 0.5 else case.hon + " " + pt.m("last"),
                                     r.choice(["resting quietly", "c/o pain 7/10 at incision", "restless early in shift",
                                               "up to chair for meals"]), vitals(case, 2)))
        out.append("A: %s" % " ".join(r.sample(C.NURSING_INTERVENTIONS, 3)))
        out.append("R: %s" % r.choice(["Tolerated well.", "Pain improved to 3/10.", "Slept between checks."]))
    out.append("")
    events = []
    base = 19 * 60 + 30 if night else 7 * 60 + 30
    mins = sorted(r.randint(0, 11 * 60) for _ in range(4))
    t = ["%02d:%02d" % (((base + m) // 60) % 24, (base + m) % 60) for m in mins]
    f = case.fam[0]
    events.append("%s %s %s called for update; %s. Phone %s." % (
        t[0], f.rel.capitalize(), f.m(r.choice(["first", "full"])), r.choice(["questions answered", "update given per patient's permission",
                                                                            "will visit tomorrow"]), case.P(f.phone)))
    events.append("%s Paged Dr. %s (%s) re: %s; %s." % (
        t[1], case.res.m("last"), pager(r), r.choice(["BP 182/94", "HR 128", "glucose 62", "new confusion", "low UOP"]),
        r.choice(["new orders received", "no new orders, continue to monitor", "see MAR"])))
    if r.random() < 0.5:
        events.append("%s Pharmacy (%s) verified heparin rate change." % (t[2], case.w.staff("PharmD").m("full")))
    if r.random() < 0.6:
        pca = case.w.staff("PCA")
        events.append("%s Assisted to bathroom with %s, PCA; %s." % (t[2], pca.m(r.choice(["first", "full"])), r.choice([
            "voided 300 mL", "steady with walker", "required 1 assist"])))
    if r.random() < 0.5:
        f2 = case.fam[-1]
        events.append('%s Pt states "%s%s is bringing my %s tomorrow."' % (t[3], ("My " + f2.rel + " ") if r.random() < 0.5 else "",
                                                                            f2.m("first"), r.choice(["glasses", "CPAP", "hearing aids", "slippers"])))
    if r.random() < 0.3:
        events.append("%s Patient visited by %s from %s." % (t[3], r.choice(["pastor", "friend", "neighbor"]) + " " +
                                                              case.w.person("FAMILY", middle_p=0).m("full"),
                                                              M("ORGANIZATION", case.church)))
    out.append("Events:")
    out.extend(events)
    out.append("")
    out.append("Plan: continue POC; %s." % r.choice(["fall precautions", "wean O2", "ambulate TID", "monitor I&O"]))
    out.append("Report given to oncoming RN %s at %s." % (case.nurses[1].m("full"), "0715" if night else "1915"))
    out.append(_rn_sig(case, rn, d, r))
    return "\n".join(out)


def nn_admission(case):
    r = case.r
    pt = case.pt
    rn = case.nurses[0]
    w = case.w
    d = case.adm
    out = []
    out.append("NURSING ADMISSION ASSESSMENT" if case.caps else "Nursing Admission Database")
    out.append("%s / %s" % (case.hosp_m(), M("HOSPITAL", case.unit)))
    out.append("Admitted to room %s, bed %s on %s at %s from %s." % (
        M("LOCATION_OTHER", case.room), M("LOCATION_OTHER", case.bed), case.D(d), time_str(r, 0),
        r.choice(["ED", "PACU", "direct admit from clinic", "outside hospital transfer"])))
    out.append("")
    out.append("Patient: %s   DOB: %s   Age: %s" % (pt.m("LFM"), case.D(case.dob), case.A()))
    if pt.nick and r.random() < 0.6:
        out.append('Prefers to be called "%s".' % pt.m("nick"))
    out.append("MRN: %s   Admit dx: %s" % (M("MRN", case.mrn), case.scn["dx"]))
    out.append("ID band checked with two identifiers (name, DOB).%s" % (
        " Palm-vein biometric enrolled, ID %s." % M("BIOID", w.bioid()) if r.random() < 0.3 else ""))
    out.append("Address on file: %s" % case.addr_one(case.addr))
    out.append("Phone: %s" % case.P(case.cell_phone))
    if r.random() < 0.4:
        out.append("SSN (face sheet): %s" % M("SSN", case.ssn))
    out.append(ins_line(case))
    out.append("")
    out.append("Contacts:")
    for f in case.fam:
        out.append("  %s - %s - %s%s" % (f.m("full"), f.rel, case.P(f.phone),
                                         "" if r.random() < 0.7 else " (age %s)" % M("AGE", str(f.age))))
    if r.random() < 0.3 and case.email:
        out.append("  Patient email: %s" % M("EMAIL", case.email))
    out.append("")
    out.append("Advance directive: %s" % r.choice([
        "Health care proxy on file naming %s." % case.fam[0].m("full"),
        "None; information offered.", "Living will, copy requested from family.", "MOLST: DNR/DNI."]))
    out.append("Language: English. Learning preference: %s." % r.choice(["verbal", "written", "demonstration"]))
    out.append("Occupation: %s" % (("retired " + M("PROFESSION", case.prof)) if case.retired else M("PROFESSION", case.prof)))
    out.append("Religion: %s" % r.choice(["Catholic", "Baptist", "None", "Muslim", "Jewish", "Lutheran", "declined"]) +
               ("; member of %s" % M("ORGANIZATION", case.church) if r.random() < 0.3 else ""))
    out.append("")
    out.append("Vitals on arrival: " + vitals(case, 0))
    out.append("Height %d cm, weight %.1f kg (bed scale)." % (r.randint(150, 193), r.uniform(45, 130)))
    out.append("Pain: %d/10 %s." % (r.randint(0, 9), r.choice(["chest", "abdomen", "left hip", "generalized"])))
    out.append("Morse fall score: %d. Braden: %d." % (r.choice([15, 25, 45, 55, 65]), r.randint(12, 22)))
    out.append("Skin: %s" % r.choice(["intact", "stage 1 sacrum", "skin tear L forearm, steri-strips"]))
    out.append("IV: %s" % r.choice(["20g L AC placed in ED", "22g R hand", "PICC R basilic"]))
    out.append("Home medications: %d listed, reconciled with %s (%s)." % (len(case.home_meds), M("HOSPITAL", case.pharmacy),
                                                                      case.P(case.pharmacy_phone)))
    out.append("")
    out.append("Belongings: %s. Valuables (%s) sent home with %s %s." % (
        r.choice(["glasses, upper denture, cell phone and charger", "hearing aids x2, walker, clothing",
                  "wallet, phone, CPAP machine", "clothes, cane"]),
        r.choice(["wedding ring, $40 cash", "wallet and keys", "watch"]), pt.his, case.fam[0].rel + " " + case.fam[0].m("first")))
    if r.random() < 0.35:
        out.append("Patient's car (%s plate %s) left in the %s; keys given to family." % (
            r.choice(["grey sedan", "blue pickup", "white SUV", "red hatchback"]), M("VEHICLE", w.plate()),
            M("LOCATION_OTHER", r.choice(pools.BUILDINGS).replace("Pavilion", "Garage").replace("Tower", "Garage").replace("Building", "Garage").replace("Wing", "Garage"))))
    out.append("")
    out.append("Oriented to room, call light, and unit routine. Plan of care discussed.")
    out.append(_rn_sig(case, rn, d, r))
    return "\n".join(out)


def nn_discharge(case):
    r = case.r
    pt = case.pt
    rn = case.nurses[2]
    d = case.dis
    out = []
    out.append("DISCHARGE NURSING NOTE" if case.caps else "Nursing Discharge Note")
    out.append("%s %s" % (case.D(d), clinic_time(r)))
    out.append("%s (%s) - Rm %s" % (pt.m(r.choice(["full", "LF"])), M("MRN", case.mrn), M("LOCATION_OTHER", case.room)))
    out.append("")
    out.append("Discharge order from %s received at %s." % (case.att.dr("Dr. full"), clinic_time(r)))
    out.append("Discharged to: %s" % r.choice([
        "home with %s" % case.fam_ref(), "home alone with home health (%s)" % M(
            "HOSPITAL", case.w.inst_name(["{town} Home Health", "{town} VNA", "{surname} Visiting Nurses"])),
        "%s via BLS, report called to %s at %s" % (M("HOSPITAL", case.w.inst_name(pools.FACILITY_PATTERNS)),
                                                   case.w.staff("RN").m("full"), case.P(case.w.phone(case.st)))]))
    out.append("")
    out.append("Education provided to patient and %s %s using teach-back:" % (case.fam[0].rel, case.fam[0].m("first")))
    for ins in case.scn["instr"]:
        out.append("- " + ins)
    out.append("- New medications: " + (", ".join(m.split(" PO")[0] for m in case.scn["dc_new"]) or "none"))
    out.append("- Signs/symptoms to report; when to call 911.")
    out.append("")
    out.append("PIV removed, catheter intact, site clean. Telemetry discontinued, box returned.")
    out.append("Final vitals: " + vitals(case, 2, normal=True))
    out.append("Prescriptions e-prescribed to %s; %s." % (M("HOSPITAL", case.pharmacy), r.choice([
        "meds-to-beds delivered", "patient will pick up today", "confirmed in stock"])))
    fu = case.dis + dt.timedelta(days=r.randint(3, 10))
    out.append("Follow-up appointment with %s on %s at %s confirmed; phone %s." % (
        case.pcp.dr("Dr. last"), case.D(fu, r.choice(["wk_long", "md", case.ds])), clinic_time(r),
        case.P(case.pcp_clinic["phone"])))
    if r.random() < 0.5:
        out.append("Patient portal activation code given; portal at %s." % case.url(path="/portal"))
    out.append("Belongings returned including %s." % r.choice(["cell phone", "glasses", "dentures", "walker"]))
    out.append("Left unit at %s via wheelchair, accompanied by %s." % (
        clinic_time(r), r.choice(["transport", "%s %s" % (case.fam[-1].rel, case.fam[-1].m("full"))])))
    out.append("")
    out.append(_rn_sig(case, rn, d, r))
    return "\n".join(out)


def nn_home(case):
    r = case.r
    pt = case.pt
    w = case.w
    agency = w.institution(["{town} Home Health", "{town} VNA", "{surname} Visiting Nurses", "{town} Home Care Services"], case.st)
    rn = w.staff(r.choice(["RN", "RN, BSN", "RN, CWCN"]))
    rn.username = w.username(rn)
    d = case.dis + dt.timedelta(days=r.randint(2, 20))
    tin = r.randint(8 * 60, 16 * 60)
    dur = r.randint(35, 80)
    out = []
    out.append(M("HOSPITAL", agency["name"]) + " - SKILLED NURSING VISIT NOTE")
    out.append("Office %s | Fax %s" % (case.P(agency["phone"]), case.P(agency["fax"], typ="FAX")))
    out.append("")
    out.append("Client: %s   DOB %s   Episode start %s" % (pt.m(r.choice(["LF", "full"])), case.D(case.dob),
                                                         case.D(case.dis + dt.timedelta(days=1))))
    out.append("Agency ID: %s   %s" % (M("MRN", w.mrn(r.randrange(9))), ins_line(case)))
    out.append("Visit: %s, time in %s, time out %s. Visit #%d of %d." % (
        case.D(d, r.choice([case.ds, "wk_long"])), "%02d:%02d" % (tin // 60, tin % 60),
        "%02d:%02d" % ((tin + dur) // 60, (tin + dur) % 60), r.randint(2, 8), r.choice([9, 12])))
    out.append("Location: %s, %s" % (case.street_line(case.addr), case.city_line(case.addr, zip_=r.random() < 0.5)))
    out.append("Ordering physician: %s  (%s)" % (case.pcp.dr("full, cred"), case.P(case.pcp_clinic["phone"])))
    out.append("")
    out.append("Homebound status: %s" % r.choice(["requires walker and assist of one to leave home",
                                                  "leaving home requires considerable and taxing effort",
                                                  "bedbound, oxygen dependent"]))
    f = case.fam[0]
    out.append("Caregiver: %s (%s) present during visit; lives %s." % (
        f.m("full"), f.rel, r.choice(["with patient", "next door", "20 minutes away in %s" % M("CITY", w.town())])))
    out.append("")
    out.append("Vital signs: " + vitals(case, 1))
    out.append("Assessment: %s" % r.choice([
        "Lungs with faint crackles at bases; weight up 1.2 kg since last visit. 1+ ankle edema.",
        "Surgical incision L hip well approximated, staples intact, no drainage.",
        "Blood glucose log reviewed: fasting 120s-160s. No hypoglycemia.",
        "Alert, oriented, ambulating in home with walker, steady gait."]))
    out.append("Medication reconciliation: %d meds reviewed; pillbox filled for 1 week by %s." % (
        len(case.home_meds), r.choice(["RN", "caregiver", "patient with RN supervision"])))
    out.append("Teaching: %s" % r.choice(["daily weights and low-sodium diet", "insulin pen technique",
                                          "incision care and signs of infection", "fall prevention in the home"]))
    out.append("Safety: %s" % r.choice(["throw rugs removed", "grab bars recommended for bathroom", "smoke detector functioning"]))
    out.append("")
    out.append("Coordination: %s" % r.choice([
        "Called Dr. %s's office at %s and left message with %s regarding weight gain." % (
            case.pcp.m("last"), case.P(case.pcp_clinic["phone"]), w.staff("MA").m("first")),
        "Faxed visit note to %s at %s." % (M("HOSPITAL", case.pcp_clinic["name"]), case.P(case.pcp_clinic["fax"], typ="FAX")),
        "Supervisor %s, RN notified of plan change." % w.staff("RN").m("full")]))
    out.append("Next visit: %s. Agency on-call line %s." % (case.D(d + dt.timedelta(days=r.randint(2, 7)), r.choice(["wk_md", case.ds, "wk"])),
                                                           case.P(w.phone(case.st))))
    out.append("")
    out.append("Electronically signed by %s, %s (%s) %s" % (rn.m("full"), rn.cred, M("USERNAME", rn.username), case.D(d)))
    return "\n".join(out)


def nn_terse(case):
    """terse lower-case bedside notes, the way some nurses chart at 3 am"""
    r = case.r
    pt = case.pt
    rn = case.nurses[0]
    d = case.mid
    f = case.fam[0]
    low = lambda typ, v: M(typ, v.lower())
    out = []
    out.append("nursing note - %s - rm %s" % (case.D(d, r.choice(["md", "mdy2", "mdy"])), M("LOCATION_OTHER", case.room.lower())))
    out.append("")
    base = r.choice([22 * 60, 23 * 60, 60, 2 * 60])
    tm = lambda k: "%02d%02d" % (((base + k) // 60) % 24, (base + k) % 60)
    entries = [
        "%s pt %s resting in bed, a&ox%d, denies pain. vss. bed alarm on, call light in reach." % (
            tm(0), low("PATIENT", pt.last) if r.random() < 0.6 else pt.m("init"), r.choice([3, 4])),
        "%s %s %s called, updated on poc per pt permission. cb # %s." % (
            tm(35), f.rel[:3] if f.rel in ("daughter", "husband") else f.rel, low("FAMILY", f.first), case.P(f.phone, style="dash")),
        "%s pt states \"%s said %s will come by after work at %s.\"" % (
            tm(80), r.choice(["my " + f.rel, "my " + f.rel]), low("FAMILY", f.first) if r.random() < 0.5 else "she" if f.sex == "F" else "he",
            low("ORGANIZATION", case.employer)),
        "%s fsbg %d, no coverage needed. prn %s." % (
            tm(150), r.randint(90, 210), r.choice(["tylenol given for ha", "melatonin given for sleep", "zofran given for nausea"])),
        "%s paged dr %s re %s, no new orders." % (tm(200), low("DOCTOR", case.res.last), r.choice(["bp 178/92", "k 3.2", "uop 20 ml/hr"])),
        "%s turned, skin intact. sat %d%% %s." % (tm(260), r.randint(91, 99), r.choice(["ra", "2l nc"])),
        "%s will cont to monitor. endorsed to day rn %s." % (tm(320), low("DOCTOR", case.nurses[1].first)),
    ]
    extra = [
        "%s iv site %s c/d/i, flushed. ivf @ %d ml/hr." % (tm(110), r.choice(["l fa", "r ac", "r hand"]), r.choice([75, 100, 125])),
        "%s up to bsc w/ 1 assist, voided %d ml. back to bed, alarm on." % (tm(175), r.randint(150, 450)),
        "%s pt awake, asking for %s. reoriented, settled." % (tm(230), r.choice(["wife", "husband", "daughter", "son"]) if r.random() < 0.5 else low("FAMILY", f.first)),
        "%s am labs drawn by lab (%s), sent." % (tm(290), low("DOCTOR", case.w.staff("PBT").first)),
    ]
    entries = entries[:6] + r.sample(extra, r.randint(2, 4)) + entries[6:]
    rel = lambda e: ((int(e[:2]) * 60 + int(e[2:4])) - base) % 1440
    entries = entries[:2] + sorted(entries[2:-1], key=rel) + entries[-1:]
    drop = set(r.sample(range(2, len(entries) - 1), r.randint(0, 2)))
    out.extend(e for k, e in enumerate(entries) if k not in drop)
    out.append("")
    out.append("- %s rn" % rn.m("init_lower"))
    return "\n".join(out)


VARIANTS = [nn_shift, nn_admission, nn_discharge, nn_home, nn_terse]


def make(case, i):
    fn = case.r.choices(VARIANTS, weights=[0.3, 0.22, 0.18, 0.18, 0.12])[0]
    return fn(case)
