"""Emergency department notes: full provider note (admitted), MVC/trauma, fast-track, triage+provider."""
import datetime as dt

import clinical as C
import pools
from core import M, fdate
from common import (first_sentence, HI, H, HS, vitals, lab_line, med_list, pmh_list, psh_list, social_hx, family_hx, ros,
                    exam, signature, time_str, pager, ins_line, the_m, country_m)

ARRIVAL = ["private vehicle", "EMS", "walk-in", "EMS from home", "police", "wheelchair, brought by family"]


def _times(r, n):
    h = r.randint(0, 20)
    m = r.randint(0, 59)
    out = []
    for _ in range(n):
        out.append("%02d:%02d" % (h % 24, m))
        m += r.randint(12, 70)
        h += m // 60
        m %= 60
    return out


def ed_full(case):
    r = case.r
    pt = case.pt
    ctx = case.ctx()
    d = case.adm
    edmd = case.w.clinician(spec="Emergency Medicine")
    tri = case.nurses[0]
    t = _times(r, 6)
    out = []
    out.append(r.choice(["EMERGENCY DEPARTMENT PHYSICIAN NOTE", "ED Provider Note", "Emergency Medicine Note"]))
    out.append(case.hosp_m() + r.choice(["", " Emergency Department"]))
    out.append("")
    out.append("Patient: %s   Age: %s   Sex: %s   MRN: %s" % (pt.m(r.choice(["full", "LF", "LFM"])), case.A(), case.sex, M("MRN", case.mrn)))
    out.append("Visit: %s   Arrival: %s %s via %s" % (M("ACCOUNT", case.acct), case.D(d), t[0], r.choice(ARRIVAL)))
    out.append("Triage RN: %s   ESI: %d" % (tri.m(r.choice(["full", "fi_last"])), r.choice([2, 2, 3, 3, 4])))
    out.append("Room: %s %s" % (r.choice(["ED", "Bay", "Hall bed", "Room", "Pod B"]),
                                M("LOCATION_OTHER", str(r.choice([r.randint(1, 40), r.randint(1, 24)])))))
    out.append("PCP: %s" % case.pcp.dr(r.choice(["Dr. full", "full, cred"])))
    out.append("")
    out.append(HI(case, "Chief Complaint") + " " + case.scn["cc"].capitalize())
    out.append("")
    out.append(HS(case, "History of Present Illness"))
    out.append(case.fill(r.choice(case.scn["hpi"]), ctx))
    if r.random() < 0.4:
        out.append("History obtained from patient and %s, who is at bedside." % case.fam_ref())
    out.append("")
    out.append(HS(case, "Review of Systems"))
    out.append(ros(case))
    out.append("")
    out.append(HI(case, "Past Medical History") + " " + pmh_list(case, 1))
    out.append(HI(case, "Past Surgical History") + " " + psh_list(case).replace("\n", "; "))
    out.append(HI(case, "Medications") + " " + "; ".join(case.home_meds))
    out.append(HI(case, "Allergies") + " " + case.allergy)
    out.append(HI(case, "Social History") + " " + social_hx(case, detail=1))
    out.append("")
    out.append(HS(case, "Physical Exam"))
    out.append("Triage vitals: " + vitals(case, 0))
    out.append(exam(case, terse=case.terse))
    out.append("")
    out.append("ED COURSE:" if case.caps else "ED Course:")
    out.append("%s Patient evaluated. %s" % (t[1], r.choice(["IV access, labs, ECG.", "Cardiac monitor, labs sent.",
                                                           "Fluids started, cultures drawn."])))
    out.append("%s %s" % (t[2], r.choice(["Labs returned, see below.", "Imaging completed.", "Reassessed; improved."])))
    out.append("%s Discussed with %s (%s), who %s." % (
        t[3], case.cons.dr("Dr. full"), case.scn["cons_spec"],
        r.choice(["agrees with admission", "will see in consultation", "recommends admission to medicine"])))
    out.append("%s Spoke with hospitalist %s; accepted for admission." % (t[4], case.att.dr("Dr. last")))
    out.append("")
    out.append("Labs: " + lab_line(case, case.lab_adm, C.BMP + C.CBC[:2]))
    for im in case.scn["imaging"][:1]:
        out.append("Imaging: " + im)
    out.append("ECG (%s): %s" % (t[1], r.choice(["sinus tachycardia 112, normal axis, no acute ST changes.",
                                                 "NSR 78, LVH, no acute changes.", "atrial fibrillation 130s."])))
    out.append("")
    out.append("MDM: %s %s presenting with %s. Differential includes %s. Given %s, admission is warranted." % (
        case.agey(), case.sexw(), case.scn["cc"], r.choice(["ACS, PE, pneumonia", "sepsis, intra-abdominal process",
                                                              "cardiac vs pulmonary etiology", "metabolic derangement"]),
        r.choice(["abnormal labs", "need for IV therapy", "hemodynamics", "severity of symptoms"])))
    out.append("")
    out.append("Diagnosis: " + case.scn["dx"])
    out.append("Disposition: Admitted to %s, %s. Condition: %s." % (
        r.choice(["medicine", "telemetry", "ICU", "step-down"]), case.att.dr("Dr. last"),
        r.choice(["guarded", "stable", "fair"])))
    out.append("")
    out.append(signature(case, edmd, d))
    if r.random() < 0.3:
        scribe = case.w.staff("scribe")
        out.append("Scribe attestation: documentation prepared by %s, scribe, in the presence of %s." % (
            scribe.m("full"), edmd.dr("Dr. last")))
    return "\n".join(out)


def ed_mvc(case):
    r = case.r
    pt = case.pt
    w = case.w
    d = case.adm
    edmd = w.clinician(spec="Emergency Medicine")
    t = _times(r, 6)
    officer = w.person("FAMILY", middle_p=0.0)
    out = []
    out.append("ED TRAUMA NOTE - LEVEL %s ACTIVATION" % r.choice(["2", "2", "1"]))
    out.append(case.hosp_m(up=case.caps))
    out.append("")
    unk = r.random() < 0.2
    if unk:
        out.append("Arrived unidentified; identity confirmed as %s (DOB %s) by family at %s." % (
            pt.m("full"), case.D(case.dob), t[2]))
    else:
        out.append("Patient: %s   DOB %s   (%s yo %s)" % (pt.m("full"), case.D(case.dob), case.A(), case.sex))
    out.append("MRN %s   Encounter %s" % (M("MRN", case.mrn), M("ACCOUNT", case.acct)))
    out.append("Date: %s  Arrival %s via %s" % (case.D(d), t[0], r.choice(["ALS ambulance", "BLS ambulance", "helicopter"])))
    out.append("EMS agency: %s, run # %s" % (M("ORGANIZATION", r.choice(["%s Fire Rescue" % case.addr["city"],
                                                                         "%s County EMS" % r.choice(case.w.counties),
                                                                         "Tri-County Ambulance"])),
                                             M("IDNUM", w.idnum("ems", d.year))))
    out.append("")
    lm = r.choice(pools.LANDMARKS)
    role = r.choice(["restrained driver", "unrestrained driver", "restrained front-seat passenger",
                     "restrained driver of a pickup truck", "restrained rear-seat passenger"])
    out.append("HPI: %s %s, %s, involved in %s near %s in %s at approximately %s. %s %s" % (
        case.agey(), case.sexw(), role, r.choice(["a T-bone collision", "a rollover", "a rear-end collision",
                                                  "a head-on collision at moderate speed"]),
        the_m("LOCATION_OTHER", lm), M("CITY", case.w.town()), t[0],
        r.choice(["Airbags deployed.", "Prolonged extrication (20 min).", "Self-extricated, ambulatory at scene.",
                  "GCS 14 at scene."]),
        r.choice(["Complains of chest wall and neck pain.", "Complains of left wrist pain.", "Denies LOC.",
                  "Unknown LOC."])))
    out.append("")
    out.append("Scene information per %s: vehicle plate %s (%s), VIN %s. Police report # %s (Officer %s)." % (
        r.choice(["EMS", "police"]), M("VEHICLE", w.plate()), M("STATE", case.st[0]), M("VEHICLE", w.vin()),
        M("IDNUM", w.idnum("police", d.year)), officer.m(r.choice(["last", "full"]))))
    out.append("Identification: %s driver's license %s." % (M("STATE", case.st[1]) if r.random() < 0.5 else M("STATE", case.st[0]),
                                                           M("LICENSE", w.dl(case.st))))
    out.append("")
    out.append("PRIMARY SURVEY: A - patent. B - equal breath sounds, sat %d%%. C - HR %d, BP %d/%d, 2 large-bore IVs. "
               "D - GCS %d, pupils equal. E - exposed, warm blankets." % (
                   r.randint(92, 99), r.randint(88, 124), r.randint(96, 150), r.randint(58, 90), r.choice([13, 14, 15, 15])))
    out.append("SECONDARY SURVEY: %s" % r.choice([
        "Seatbelt sign across the left chest and abdomen. Tenderness over left ribs 5-8. C-collar in place, midline tenderness at C6.",
        "Deformity of the left distal forearm, neurovascularly intact. Abrasions to bilateral knees.",
        "Scalp laceration 4 cm, occipital. No other external trauma."]))
    out.append("FAST: %s" % r.choice(["negative", "negative", "equivocal in Morison's pouch"]))
    out.append("")
    out.append("Imaging: CT head, C-spine, chest/abdomen/pelvis with contrast - %s" % r.choice([
        "left rib fractures 5-7 without pneumothorax; no solid organ injury.", "no acute traumatic injury.",
        "small right pneumothorax, grade 2 splenic laceration."]))
    out.append("Labs: Hgb %s, lactate %s, EtOH %s, UDS %s." % (case.lab_adm["Hgb"], case.lab_adm["Lactate"],
                                                             r.choice(["negative", "182", "< 10"]),
                                                             r.choice(["negative", "positive for cannabinoids"])))
    out.append("")
    out.append("Trauma surgery (%s) at bedside at %s. %s" % (w.clinician().dr("Dr. full"), t[1],
                                                            r.choice(["Admit to trauma service.", "Observation, serial exams.",
                                                                      "Discharged after secondary survey."])))
    f = case.fam[0]
    out.append("Family: %s %s notified by social work at %s (%s)." % (f.rel, f.m("full"), t[3], case.P(f.phone)))
    out.append("")
    out.append("Dx: MVC; %s" % r.choice(["multiple left rib fractures", "cervical strain", "scalp laceration",
                                         "closed left distal radius fracture"]))
    out.append("")
    out.append(signature(case, edmd, d))
    return "\n".join(out)


def ed_fasttrack(case):
    r = case.r
    pt = case.pt
    w = case.w
    d = case.adm
    cc, dx, course, rx, home = r.choice(C.ED_COMPLAINTS)
    prov = w.staff(r.choice(["PA-C", "NP", "MD"]))
    prov.npi = w.npi()
    t = _times(r, 3)
    out = []
    out.append("%s - FAST TRACK" % case.hosp_m(up=True) if r.random() < 0.5 else "Urgent/Fast Track Visit")
    out.append("%s  %s" % (pt.m(r.choice(["LF_UP", "LF"])), "%s%s" % (case.A(), case.sex)))
    out.append("DOB %s | MRN %s | CSN %s" % (case.D(case.dob, "mdy"), M("MRN", case.mrn), M("ACCOUNT", case.acct)))
    out.append("Seen %s at %s by %s, %s" % (case.D(d), t[0], prov.m("full"), prov.cred))
    out.append("")
    out.append("CC: " + cc)
    ag = case.agey(r.choice(["yo", "yo_nosp", "y/o"]))
    out.append("HPI: %s%s %s p/w %s since %s. %s" % (
        ("Pt " + pt.m(r.choice(["init", "INIT"])) + " is ") if r.random() < 0.3 else "", ag, case.sex, cc, r.choice(["this morning", "last night", "2 days", case.D(d - dt.timedelta(days=r.randint(1, 3)), "wk")]),
        r.choice(["No prior episodes.", "Tried ibuprofen without relief.", "Occurred at work (%s)." % M("ORGANIZATION", case.employer),
                  "Happened while playing basketball with %s %s." % (pt.his, case.fam[0].rel)])))
    out.append("PMH: " + (", ".join(C.CHRONIC[k][0] for k in case.chronic[:2]) if case.chronic else "none"))
    out.append("Meds: " + ("; ".join(case.home_meds[:3]) or "none") + ". All: " + case.allergy)
    if r.random() < 0.5:
        out.append("Occupation: " + M("PROFESSION", case.prof))
    out.append("")
    out.append("Exam: " + vitals(case, 2, normal=True) + ". " + r.choice(["Well-appearing.", "NAD.", "Uncomfortable but nontoxic."]))
    out.append("")
    out.append("MDM/Course: " + course)
    out.append("")
    out.append("Dx: " + dx)
    if home:
        out.append("Dispo: Home. Return precautions given. F/u %s in %s." % (
            case.pcp.dr(r.choice(["Dr. last", "full, cred"])), r.choice(["2-3 days", "1 week", "5-7 days"])))
    else:
        out.append("Dispo: Admitted to %s service, %s accepting." % (
            r.choice(["general surgery", "medicine", "observation"]), case.w.clinician().dr("Dr. full")))
    if rx:
        out.append("Rx: %s. Prescriber NPI %s%s." % (
            rx, M("LICENSE", prov.npi), "" if r.random() < 0.5 else ", DEA " + M("LICENSE", w.clinician().dea)))
        out.append("Sent to: %s" % M("HOSPITAL", case.pharmacy))
    if r.random() < 0.4:
        out.append("Work note provided for %s." % r.choice(["2 days", "today and tomorrow", "light duty x 1 week"]))
    out.append("")
    out.append(signature(case, prov, d, r.choice([0, 2, 3, 7])))
    return "\n".join(out)


def ed_triage(case):
    r = case.r
    pt = case.pt
    w = case.w
    d = case.adm
    ctx = case.ctx()
    tri = case.nurses[1]
    edmd = w.clinician(spec="Emergency Medicine")
    t = _times(r, 5)
    out = []
    out.append("TRIAGE NOTE")
    x = r.randrange(3)
    if x == 0:
        arr = "private vehicle, accompanied by %s" % case.fam_ref()
    elif x == 1:
        arr = "EMS from home, alone"
    else:
        arr = "EMS from %s with transfer packet" % M("HOSPITAL", w.inst_name(pools.FACILITY_PATTERNS))
    out.append("Arrived %s %s by %s." % (case.D(d, r.choice(["mdy", case.ds])), t[0], arr))
    out.append("Name: %s   DOB: %s   Age: %s" % (pt.m("LFM"), case.D(case.dob), case.A()))
    out.append("MRN: %s   Acct: %s" % (M("MRN", case.mrn), M("ACCOUNT", case.acct)))
    if r.random() < 0.35:
        out.append("Registration: SSN %s; %s" % (M("SSN", case.ssn), ins_line(case)))
    if r.random() < 0.35:
        out.append("Identity confirmed via palm-vein biometric scan, ID %s." % M("BIOID", w.bioid()))
    out.append("CC: %s" % case.scn["cc"])
    out.append("Vitals: " + vitals(case, 0))
    out.append("Pain: %d/10. Allergies: %s. Weight %d kg." % (r.randint(0, 10), case.allergy, r.randint(45, 130)))
    out.append("Sepsis screen: %s. Suicide screen: negative. Fall risk: %s." % (
        r.choice(["positive", "negative"]), r.choice(["low", "high"])))
    out.append("Language: %s%s." % (r.choice(["English", "Spanish", "Vietnamese", "Arabic", "Haitian Creole", "Polish"]),
                                    r.choice(["", "; interpreter %s (ID %s) used" % (w.staff("interpreter").m("full"),
                                                                                     M("IDNUM", w.digits(5)))])))
    out.append("ESI %d. Triaged by %s, %s." % (r.choice([2, 3, 3]), tri.m("full"), tri.cred))
    out.append("")
    out.append("PROVIDER NOTE (%s)" % t[1])
    out.append(case.fill(r.choice(case.scn["hpi"]), ctx))
    out.append("PMH: " + ", ".join(C.CHRONIC[k][0] for k in case.chronic))
    out.append("SH: " + social_hx(case, detail=2))
    out.append("Exam: " + " ".join("%s: %s." % (k, v) for k, v in case.scn["exam"].items()))
    out.append("Results: " + lab_line(case, case.lab_adm, C.BMP[:6] + [k for k in case.scn["labs"] if k not in C.BMP][:2]))
    out.append("")
    out.append("Plan/Course: %s Reassessed at %s. %s" % (
        first_sentence(case.fill(r.choice(case.scn["course"]), ctx)), t[3],
        r.choice(["Admit.", "Admit to observation.", "Transfer to %s accepted by Dr. %s." % (
            M("HOSPITAL", w.inst_name(pools.HOSP_PATTERNS)), w.clinician().m("full"))])))
    out.append("")
    out.append(signature(case, edmd, d, r.choice([0, 1, 2, 3, 7])))
    return "\n".join(out)


VARIANTS = [ed_full, ed_mvc, ed_fasttrack, ed_triage]


def make(case, i):
    fn = case.r.choices(VARIANTS, weights=[0.35, 0.22, 0.23, 0.2])[0]
    return fn(case)
