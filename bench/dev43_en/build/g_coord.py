"""Remote monitoring alerts and care coordination emails."""
import datetime as dt

import content
import inst
import clinical
import places
from common import (pick, demographics, staff_line, esign, gp_ref, context_sentences, landmark, country, job_phrase,
                    dob_item, age_years, lab, shuffled)
from content import vx
from phi import Doc, P, join

RPM_PROGRAMS = [
    dict(key="bp", name="Hypertension RPM", devices=["Omron HEM-9210T", "A&D UA-651BLE", "iHealth Track KN-550BT", "Withings BPM Connect"],
         trigger=["SBP > 180 on 2 readings within 24 h", "DBP > 110", "SBP < 90 (symptomatic)"]),
    dict(key="hf", name="Heart Failure Telemonitoring", devices=["BodyTrace BT004 scale", "Withings Body+ scale", "A&D UC-352BLE scale"],
         trigger=["Weight gain > 2 kg in 3 days", "Weight gain > 1 kg overnight", "Symptom score >= 3"]),
    dict(key="copd", name="COPD Virtual Ward", devices=["Nonin 3230 oximeter", "Masimo MightySat Rx", "ChoiceMMed MD300"],
         trigger=["SpO2 < 88% sustained", "SpO2 drop > 4% from baseline", "HR > 120"]),
    dict(key="cgm", name="Diabetes CGM Remote Review", devices=["Dexcom G7", "FreeStyle Libre 3", "Guardian 4 sensor"],
         trigger=["Urgent low < 3.0 mmol/L", "Time below range > 4%", "No data > 24 h"]),
    dict(key="cied", name="Cardiac Device Remote Clinic", devices=["Medtronic Azure XT DR MRI", "Boston Scientific Resonate EL ICD",
                                                                   "Abbott Gallant HF CRT-D", "Biotronik Edora 8 DR-T", "Medtronic Cobalt XT VR"],
         trigger=["AT/AF burden > 6 h/day", "VT/VF episode - therapy delivered", "Lead impedance out of range", "ERI reached"]),
]


def _readings(c, prog, n):
    r = c.r
    us = c.code == "US"
    rows = []
    for i in range(n):
        dd = c.days(-(n - 1 - i))
        if prog == "bp":
            s = r.randint(132, 168) if i < n - 2 else r.randint(178, 204)
            rows.append((dd, ["%d/%d" % (s, r.randint(82, 112)), str(r.randint(58, 96))], "HIGH" if s > 180 else ""))
        elif prog == "hf":
            base = 82.0 if not us else 181.0
            w = base + (i * (0.55 if not us else 1.2)) + r.uniform(-0.2, 0.2)
            rows.append((dd, ["%.1f %s" % (w, "kg" if not us else "lb"), r.choice(["0", "1", "1", "2", "3"])], "ALERT" if i >= n - 2 else ""))
        elif prog == "copd":
            sp = r.randint(91, 95) if i < n - 2 else r.randint(84, 88)
            rows.append((dd, ["%d%%" % sp, str(r.randint(78, 118))], "LOW" if sp < 88 else ""))
        else:
            tir = r.randint(48, 79)
            low = r.randint(1, 9)
            rows.append((dd, ["%d%%" % tir, "%d%%" % low], "LOW" if low > 4 else ""))
    return rows


def remote_monitoring_alert(c):
    r = c.r
    L = c.L
    prog = r.choice(RPM_PROGRAMS)
    pt = c.patient(age=(35, 93) if prog["key"] != "cgm" else (12, 80))
    nurse = c.clin(r.choice(["nurse", "nurse", "tech"]) if prog["key"] == "cied" else "nurse")
    doc = c.clin("physician")
    gp = c.clin("gp")
    hosp = inst.hospital(L)
    practice = inst.practice(L)
    dev = r.choice(prog["devices"])
    d = Doc()
    if prog["key"] == "cied":
        lay = "cied"
    else:
        lay = r.choice(["ticket", "ticket", "email", "summary"])
    if lay == "ticket":
        d.ln(r.choice(["REMOTE PATIENT MONITORING - ALERT", "RPM Alert Record", "Telemonitoring alert - clinical review", "VIRTUAL WARD ALERT"]))
        d.ln("Program: ", prog["name"], "   Service: ", P("HOSPITAL", hosp))
        d.ln("Alert ID: ", P("IDNUM", "%s-%s" % (L.letters(3), L.digits(7))), "   Priority: ", r.choice(["HIGH", "MEDIUM", "HIGH", "URGENT"]),
             "   Generated: ", c.DH(), " ", L.time(r.randrange(0, 10)))
        d.ln()
        demographics(d, c, layout=r.choice(["two", "lines"]), fields=("name", "dob", "age", "mrn", "phone"))
        d.ln("Enrolled: ", c.D(c.days(-r.randint(30, 500))), "   Consent on file: yes   Referring: ", doc.dr(full=True))
        d.ln("Device: ", dev, "   SN: ", P("DEVICE", L.serial()))
        if r.random() < 0.7:
            d.ln("Gateway/hub: ", r.choice(["cellular hub", "tablet hub", "Bluetooth bridge"]), " ID ", P("DEVICE", L.serial()),
                 *([" (IMEI ", P("DEVICE", L.imei()), ")"] if r.random() < 0.5 else []))
        if r.random() < 0.3:
            d.ln("Last sync from IP ", P("IPADDR", L.ip()), " at ", L.time())
        d.ln("Trigger: ", r.choice(prog["trigger"]))
        if prog["key"] in content.RPM_THRESHOLDS:
            d.ln("Care plan thresholds: ", "; ".join(content.RPM_THRESHOLDS[prog["key"]]))
        d.ln()
        n = r.randint(5, 9)
        cols = {"bp": ("BP", "HR"), "hf": ("Weight", "Sx score"), "copd": ("SpO2", "HR"), "cgm": ("TIR", "TBR")}[prog["key"]]
        d.ln("Date".ljust(14), cols[0].ljust(12), cols[1].ljust(10), "Flag")
        for dd, vals, flag in _readings(c, prog["key"], n):
            dt_item = c.D(dd, L.hstyle)
            pad = " " * max(1, 14 - len(dt_item.text))
            d.ln(dt_item, pad, vals[0].ljust(12), vals[1].ljust(10), flag)
        d.ln()
        d.ln("Outreach log:")
        h = r.randrange(8, 11)
        mins = sorted(r.sample(range(0, 170), 5))
        tt = [L.time(h + m // 60, m % 60) for m in mins]
        d.ln(tt[0], "  ", nurse.i_f(), ": called pt on ", P("PHONE", pt.mobile), " - ",
             r.choice(["no answer, VM left.", "answered.", "line busy."]))
        if r.random() < 0.6:
            q = c.relative()
            d.ln(tt[1], "  ", nurse.i_f(), ": called emergency contact ", q.full(), " (", q.relation, ") ",
                 P("PHONE", q.phone), " - ", r.choice(["reports pt is well, at shops.", "will ask pt to call back.", "pt at " + q.relation + "'s house; passed phone to pt."]))
        sym = r.choice(["Pt reports mild headache, no chest pain, no visual change.", "Ankles more swollen, 2 extra pillows at night.",
                        "More breathless on stairs, sputum unchanged.", "Two hypos overnight, felt shaky; treated with juice.",
                        "Asymptomatic; had missed morning meds."])
        d.ln(tt[2], "  Spoke with pt. ", sym)
        d.ln(tt[3], "  Escalated to ", doc.dr(), " - ", r.choice(["med change advised", "same-day review arranged", "continue monitoring, recheck tomorrow",
                                                                                            "advised ED if chest pain/neuro symptoms"]), ".")
        d.ln()
        if r.random() < 0.5:
            d.ln("Outcome: appointment booked ", c.D(c.wdays(r.randint(1, 5)), L.short), " ", L.appt_time(), " with ", doc.dr())
        else:
            d.ln("Outcome: ", r.choice(["resolved", "monitoring continued", "thresholds adjusted"]))
        d.ln("Current meds: ", "; ".join(clinical.meds(c)))
        if r.random() < 0.7:
            clinical.prev_alerts(d, c)
        if c.code == "US":
            d.ln("Billing: CPT 99457 (", str(r.randint(20, 40)), " min interactive communication this month)")
        d.ln("Education: ", r.choice({"bp": ["reinforced correct cuff technique", "reviewed when to call " + c.v["emerg"], "low-salt diet discussed"],
                                      "hf": ["discussed fluid restriction and daily weights", "reviewed when to call " + c.v["emerg"]],
                                      "copd": ["reviewed COPD action plan and rescue pack use", "inhaler technique checked by video"],
                                      "cgm": ["hypo treatment reviewed (15 g fast-acting carbohydrate)", "sensor site rotation discussed"]}[prog["key"]]), ".")
        d.ln("Acknowledged by: ", staff_line(c, nurse, style=0), "  ", c.D(), " ", tt[4])
        d.ln("GP/PCP notified: ", gp_ref(c, gp, practice))
    elif lay == "email":
        dom = inst.domain(L, hosp)
        dpr = inst.domain(L, practice)
        d.ln("From: ", prog["name"], " Team <", P("EMAIL", r.choice(["rpm", "virtualward", "telehealth", "monitoring"]) + "@" + dom), ">")
        d.ln("To: ", P("HOSPITAL", practice), " <", P("EMAIL", r.choice(["admin", "reception", "clinical", "results"]) + "@" + dpr), ">")
        d.ln("Sent: ", c.DW(long=True, comma=True, style=L.dstyle), " ", L.time(r.randrange(8, 17)))
        d.ln("Subject: ", r.choice(["Remote monitoring alert - ", "FYI: RPM escalation - ", "Virtual ward update: "]), pt.full(), ", ", pt.nh[0] if not L.us_like else pt.mrn[0], " ",
             P("HEALTHPLAN", pt.nh[1]) if not L.us_like else P("MRN", pt.mrn[1]))
        d.ln()
        d.ln("Dear ", gp.dr(), ",")
        d.ln()
        d.ln("Your patient ", pt.full(), " (DOB ", dob_item(c), ") of ", pt.addr.oneline(), " is enrolled in our ", prog["name"],
             " programme and generated an alert on ", c.D(), ".")
        d.ln()
        rows = _readings(c, prog["key"], r.randint(3, 5))
        d.ln("Recent readings (", dev, ", serial ", P("DEVICE", L.serial()), "):")
        for dd, vals, flag in rows:
            d.ln("  ", c.D(dd, L.short), ": ", vals[0], " / ", vals[1], (" [" + flag + "]") if flag else "")
        d.ln()
        d.ln("Our nurse ", nurse.full(), " spoke with ", pt.tf(), " by phone. ", r.choice(["Symptoms were mild", "No red flag symptoms were reported",
                                                                                             "The patient had run out of medication"]),
             r.choice([" and advice was given.", "; medication adjusted per protocol.", "; we have asked the patient to book with you this week."]))
        d.ln("Reviewing clinician: ", doc.dr(full=True), ".")
        d.ln("Current medication per our record: ", ", ".join(clinical.meds(c)), ".")
        d.ln()
        d.ln("No action is required unless stated above. Alerts can be viewed on the clinician dashboard: ",
             P("URL", "https://" + r.choice(["rpm.", "dashboard.", "vw."]) + dom + "/patients/" + L.digits(6)))
        d.ln()
        d.ln("Kind regards,")
        d.ln(nurse.full(), ", ", nurse.cred or "RN")
        d.ln(prog["name"], " | ", P("HOSPITAL", hosp))
        d.ln("Tel ", P("PHONE", L.phone_ext()), " | Fax ", P("FAX", L.phone("landline")))
    elif lay == "summary":
        d.ln(prog["name"], " - ", r.choice(["weekly summary", "14-day review", "monthly clinician summary"]))
        d.ln("Report generated ", c.DH(), " for ", doc.dr(full=True), ", ", P("HOSPITAL", hosp))
        d.ln()
        d.ln("Patient: ", pt.LF(), " | ", age_years(c), " | ", pt.sex, " | ", pt.mrn[0], " ", P("MRN", pt.mrn[1]))
        d.ln("Address: ", pt.addr.oneline(), " | Phone: ", P("PHONE", pt.mobile))
        d.ln("Device: ", dev, " | SN ", P("DEVICE", L.serial()), r.choice(["", " | transmitter " ]) if False else "")
        a = c.days(-14)
        d.ln("Period: ", c.D(a, L.hstyle), " - ", c.D(c.days(-1), L.hstyle), "   Data coverage: ", str(r.randint(71, 99)), "%")
        d.ln()
        for dd, vals, flag in _readings(c, prog["key"], r.randint(4, 7)):
            d.ln("  ", c.DW(dd, long=False, style=L.short), "   ", vals[0], "   ", vals[1], "   ", flag)
        d.ln()
        d.ln("Alerts this period: ", str(r.randint(1, 6)), " (", ", ".join(pick(r, prog["trigger"], 2)), ")")
        if prog["key"] in content.RPM_THRESHOLDS:
            d.ln("Thresholds: ", "; ".join(content.RPM_THRESHOLDS[prog["key"]]))
        d.ln("Current medication: ", "; ".join(clinical.meds(c)))
        d.ln("Clinician comment (", nurse.i_f(), "): ", r.choice(["Trend reviewed; pattern of late-evening highs.", "Improving since dose change.",
                                                                "Persistent out-of-range values - for review at next clinic.", "Adherence gaps at weekends."]))
        ctxs = context_sentences(c, k=r.randint(1, 2), allow=["family", "job", "travel", "carer"])
        for s in ctxs:
            d.ln(s)
        if r.random() < 0.6:
            clinical.prev_alerts(d, c)
        d.ln("Next clinic: ", c.DW(c.wdays(r.randint(7, 40)), style=L.dstyle), " with ", doc.dr())
        esign(d, c, nurse)
    if lay == "cied":
        d.ln(r.choice(["REMOTE DEVICE TRANSMISSION REPORT", "Device Clinic - Remote Interrogation", "Cardiac Implantable Device Remote Check"]))
        d.ln(P("HOSPITAL", hosp), " ", r.choice(["Device Clinic", "Cardiac Physiology", "Arrhythmia Service"]), " | Tel ", P("PHONE", L.phone_ext()))
        d.ln()
        demographics(d, c, layout="aligned", fields=("name", "dob", "mrn", "nh" if not L.us_like else "phone"))
        d.ln()
        imp = c.days(-r.randint(200, 3000))
        d.ln("Device: ", dev)
        d.ln("Serial no: ", P("DEVICE", "%s%s" % (L.letters(3), L.digits(6))), "   Implanted: ", c.D(imp), " at ", P("HOSPITAL", inst.hospital(L)))
        d.ln("RA lead: 5076-52 SN ", P("DEVICE", "PJN%s" % L.digits(7)), "   RV lead: ", r.choice(["6935M", "5076-58", "7842"]), " SN ", P("DEVICE", "%s%s" % (L.letters(3), L.digits(6))))
        d.ln("Transmission: ", c.D(), " ", L.time(r.randrange(0, 7)), " (", r.choice(["scheduled", "alert-triggered", "patient-initiated"]), ")   Monitor SN ", P("DEVICE", L.serial()))
        d.ln()
        d.ln("Battery: ", r.choice(["OK, est. longevity 7.5 years", "OK, 5.2 years", "approaching ERI - est. 4 months"]))
        d.ln("Lead impedances: RA ", str(r.randint(380, 650)), " ohm, RV ", str(r.randint(350, 900)), " ohm. Sensing/thresholds stable.")
        d.ln("Pacing: AP ", str(r.randint(1, 60)), "%, VP ", str(r.randint(0, 99)), "%")
        d.ln("Episodes since last check (", c.D(c.days(-r.randint(60, 120)), L.hstyle), "):")
        for _ in range(r.randint(2, 4)):
            ed = c.days(-r.randint(1, 50))
            d.ln("  ", c.D(ed, L.hstyle), " ", L.time(), "  ", r.choice(["AT/AF 4 h 12 min", "VT 188 bpm - ATP x1, terminated", "NSVT 9 beats",
                                                                           "AF 14 h 30 min", "High ventricular rate episode 22 s", "VF - 35 J shock, successful"]))
        d.ln()
        d.ln("Interpretation: ", r.choice(["New AF burden; CHA2DS2-VASc 4, not anticoagulated - referred to cardiologist.", "Appropriate ATP therapy, single episode.",
                                            "Normal device function.", "Shock delivered - patient contacted same day."]))
        d.ln("Patient contacted on ", P("PHONE", pt.mobile), " by ", nurse.full(), r.choice(["; asymptomatic.", "; felt a thump while gardening, otherwise well.",
                                                                                                   "; advised no driving for 6 months post-shock per guidance."]))
        d.ln("Action: ", r.choice(["report sent to ", "copy to "]), gp_ref(c, gp, practice), r.choice(["; ", " and "]), "reviewed by ", doc.dr(full=True), ".")
        d.ln("Next remote check: ", c.D(c.days(r.randint(60, 100))), "   In-clinic: ", c.D(c.wdays(r.randint(150, 220)), "my_long"))
        d.ln()
        d.ln(staff_line(c, nurse, style=r.choice([0, 1, 4])), ", ", r.choice(["Cardiac Physiologist", "Device Specialist", "Device Clinic RN"]))
    return d


COORD_TOPICS = ["discharge", "community", "palliative", "medrec", "safeguard", "rehab", "equipment", "mdt"]


def _sig(c, q, org, dom, title):
    r = c.r
    L = c.L
    out = []
    out.append([q.full(), (" | " + q.cred) if q.cred and r.random() < 0.5 else ""])
    out.append([title, " | ", P("HOSPITAL", org) if org[1] == "H" else P("ORGANIZATION", org[0])] if isinstance(org, tuple) else [title, " | ", P("HOSPITAL", org)])
    k = r.randrange(3)
    if k == 0:
        out.append(["T: ", P("PHONE", L.phone_ext()), " | M: ", P("PHONE", L.phone("mobile"))])
        out.append(["E: ", P("EMAIL", q.staff_email(dom))])
    elif k == 1:
        out.append(["Direct: ", P("PHONE", L.phone("landline")), "  Fax: ", P("FAX", L.phone("landline"))])
        out.append([P("EMAIL", q.staff_email(dom)), " | ", P("URL", "www." + dom)])
    else:
        out.append(["Ph ", P("PHONE", L.phone_ext()), " | pager ", P("PHONE", L.pager())])
    return out


def care_coordination_email(c):
    r = c.r
    L = c.L
    topic = r.choice(COORD_TOPICS)
    pt = c.patient(age=(45, 97) if topic in ("discharge", "palliative", "rehab", "equipment", "mdt") else (20, 95))
    hosp = inst.hospital(L)
    practice = inst.practice(L)
    ward = inst.ward(L)
    cc = c.clin("coordinator")
    sw = c.clin(r.choice(["social", "nurse", "coordinator"]))
    gp = c.clin("gp")
    cons = c.clin("physician")
    dom_h = inst.domain(L, hosp)
    other_org = r.choice([inst.care_agency(L), inst.agency(L)]) if topic in ("discharge", "community", "equipment") else None
    dom_o = inst.domain(L, other_org) if other_org else inst.domain(L, practice)
    kin = c.relative(kind=r.choice(["child", "spouse"]) if pt.age > 40 else "parent")
    d = Doc()
    ddc = c.wdays(r.randint(1, 6))
    subj = {"discharge": "Discharge planning", "community": "Referral - district/community nursing", "palliative": "Palliative care coordination",
            "medrec": "Medication reconciliation post discharge", "safeguard": "Safeguarding concern - for awareness", "rehab": "Transfer to rehab",
            "equipment": "Equipment delivery before discharge", "mdt": "MDT case conference"}[topic]
    pid = r.choice([pt.init(), pt.gi(), pt.full()])
    subj_items = [subj, " - ", pid, " (", pt.mrn[0], " ", P("MRN", pt.mrn[1]), ")"] if r.random() < 0.6 else [subj, " - ", pid]
    msgs = []
    # latest message first (reply), then original
    bed = "%d" % r.randint(1, 32)
    room = r.choice(["%d%s" % (r.randint(1, 5), r.randint(10, 40)), "%d%s" % (r.randint(100, 650), r.choice(["", "A", "B"]))])
    kin_line = [kin.relation.capitalize(), " ", kin.full(), " (", P("PHONE", kin.phone), ") ", r.choice(["is main contact", "holds LPA for health and welfare", "is NOK", "will collect"])]
    body_orig = []
    body_orig.append(["Hi ", r.choice([sw.g(), "all", "team"]), ","])
    body_orig.append([])
    if topic in ("discharge", "rehab", "equipment"):
        body_orig.append([pt.tf(), " (", c.age_sex(), ") on ", P("HOSPITAL", ward), ", room ", P("LOCATION_OTHER", room), " bed ", P("LOCATION_OTHER", bed),
                          ", admitted ", c.D(c.days(-r.randint(4, 20))), " with ", r.choice(["a fall and # NOF, now post DHS", "community-acquired pneumonia", "decompensated heart failure",
                                                                                            "urosepsis and delirium", "COPD exacerbation"]), "."])
        body_orig.append(["Medically optimised per ", cons.dr(), "; provisional discharge date ", c.DW(ddc, style=L.dstyle), "."])
        body_orig.append(["Lives ", r.choice(["alone", "with " + c.v["his"] + " " + kin.relation, "alone in a first-floor flat"]), " at ", pt.addr.oneline(), "."])
        body_orig.append(kin_line + ["."])
        if r.random() < 0.45:
            body_orig.append([r.choice(["Social work have started the ", "We've sent the "]), r.choice(["benefits", "pension", "care funding", "carer's allowance"]),
                              " application (", pt.ssn[0], " ", P("SSN", pt.ssn[1]), ")."])
        if other_org:
            body_orig.append(["Could ", P("ORGANIZATION", other_org), r.choice([" restart the previous package (QDS calls) from ", " deliver a hospital bed and commode by ",
                                                                               " provide a double-handed care package starting "]), c.D(ddc, L.short), "?"])
    elif topic == "community":
        body_orig.append(["Referral for ", pt.full(), ", DOB ", dob_item(c), ", ", pt.nh[0], " ", P("HEALTHPLAN", pt.nh[1]), "."])
        body_orig.append(["Address: ", pt.addr.oneline(), r.choice([" (key safe, code via phone).", ".", " - please park on the street."])])
        body_orig.append(["Needs: ", r.choice(["daily dressings to left leg ulcer", "insulin administration BD", "catheter care and monthly change", "pressure area review"]),
                          " from ", c.DW(ddc, style=L.short), "."])
        body_orig.append(["GP: ", gp_ref(c, gp, practice), "."])
        body_orig.append(kin_line + ["."])
    elif topic == "palliative":
        body_orig.append(["Update on ", pt.tfull(), " - now in the last weeks of life (", r.choice(["metastatic pancreatic ca", "end-stage COPD", "MND", "advanced dementia"]), ")."])
        body_orig.append(["Preferred place of death: home (", pt.addr.town_short(), "). DNACPR completed ", c.D(c.days(-r.randint(1, 20))), " by ", cons.dr(), "."])
        body_orig.append(["Anticipatory meds prescribed; ", r.choice(["syringe driver not yet needed.", "community nurses aware.", "chart signed."])])
        body_orig.append(kin_line + [r.choice(["; ", ". "]), "Family would like the chaplain from ", P("ORGANIZATION", r.choice(["St %s's Parish" % r.choice(places.SAINTS), "%s Baptist Church" % r.choice(places.PLACE_WORDS),
                                                                                                                                     "%s Community Church" % r.choice(places.PLACE_WORDS)])), " to visit."])
        if r.random() < 0.6:
            body_orig.append(["A grandson is flying in from "] + country(c) + [" on ", c.D(c.days(r.randint(1, 5)), L.short), "."])
    elif topic == "medrec":
        body_orig.append([pt.full(), " (DOB ", dob_item(c), ") was discharged from ", P("HOSPITAL", hosp), " on ", c.D(c.days(-r.randint(2, 8))), "."])
        body_orig.append(["Discharge summary lists ", r.choice(["bisoprolol 5 mg", "apixaban 2.5 mg BD", "furosemide 80 mg", "sertraline 100 mg"]), " but the ",
                          r.choice(["community pharmacy", "blister pack", "GP repeat list"]), " still has the old dose."])
        ph = inst.pharmacy(L)
        body_orig.append(["Dosette boxes are filled by ", P("HOSPITAL", ph), " (", P("PHONE", L.phone("landline")), ") every ", L.d(c.days(r.randint(1, 6)), "wd"), "."])
        body_orig.append(["Could you confirm the intended dose so we can update the MAR?"])
    elif topic == "safeguard":
        body_orig.append(["For awareness: concerns raised on ", c.D(c.days(-r.randint(1, 5))), " regarding ", pt.full(), " (", age_years(c), ")."])
        body_orig.append(["Staff noted ", r.choice(["unexplained bruising to both upper arms", "significant self-neglect at home", "possible financial exploitation by an acquaintance"]),
                          "; patient lives at ", pt.addr.oneline(), "."])
        acq = c.L.person("FAMILY")
        body_orig.append(["A ", r.choice(["lodger", "neighbour", "family friend"]), ", ", acq.full(), ", has been managing " + c.v["his"] + " bank card."])
        body_orig.append(["Safeguarding referral submitted, ref ", P("IDNUM", "SG-%s" % L.digits(6)), ". ", kin_line[0], kin_line[1], " is aware."])
    else:  # mdt
        body_orig.append(["Case conference for ", pt.full(), " arranged for ", c.DW(ddc, long=True, comma=L.us_like, style=L.dm_long if not L.us_like else "md_long"), " at ",
                          L.appt_time(), " in ", P("LOCATION_OTHER", r.choice(places.BUILDINGS)), r.choice([", seminar room 2.", ", ground floor.", " / Teams."])])
        body_orig.append(["Attending: ", cons.dr(), ", ", sw.full(), " (", sw.cred or "SW", "), ", gp.dr(), " (", P("HOSPITAL", practice), "), and ", kin.full(), " (", kin.relation, ")."])
        body_orig.append(["Agenda: goals of care, capacity assessment, placement options including ", P("HOSPITAL", inst.care_home(L)), "."])
    if topic in ("discharge", "rehab", "equipment", "palliative", "mdt"):
        body_orig.append(["Function: ", " ".join(pick(r, content.FUNCTIONAL, r.randint(2, 3)))])
        body_orig.append(["Follow-up: ", r.choice(["fracture clinic", "heart failure nurse", "respiratory clinic", "geriatric day hospital"]), " on ",
                          c.D(c.wdays(r.randint(10, 40)), L.dstyle), "; bloods with ", gp.dr(), " in 1 week."])
    if r.random() < 0.5:
        ctx = context_sentences(c, k=1, allow=["job", "born", "carer", "landmark"])
        if ctx:
            body_orig.append(ctx[0])
    body_orig.append([])
    body_orig.append([r.choice(["Thanks,", "Many thanks,", "Kind regards,", "Best,", "Cheers,"])])
    body_orig.append([cc.g()])
    body_orig.append([])
    body_orig += _sig(c, cc, hosp, dom_h, r.choice(["Discharge Coordinator", "Patient Flow Coordinator", "Care Coordinator", "Transitional Care Nurse"]))
    # reply
    body_rep = []
    body_rep.append([r.choice(["Hi ", "Hello ", "Thanks "]), cc.g(), r.choice([",", " -", ","])])
    body_rep.append([])
    body_rep.append([r.choice(["Thanks for this. ", "Received, thank you. ", "Noted. "]),
                     r.choice([["We can start on ", c.D(ddc, L.short), " - first visit between ", L.time(8, 0), " and ", L.time(10, 0), "."],
                               ["Confirmed; ", c.v["his"], " ", kin.relation, " is happy with the plan."],
                               ["I've updated the record and let ", gp.dr(), " know."],
                               ["Bed and commode booked for delivery ", c.DW(ddc, style=L.short), ", order ", P("IDNUM", L.digits(8)), "."],
                               ["I'll attend - please send the invite to ", P("EMAIL", sw.staff_email(dom_o)), "."]])])
    if r.random() < 0.5:
        body_rep.append(["Can you confirm ", c.v["his"], " ", r.choice(["key safe code", "current weight", "mobility status", "catheter size"]), " and that the ",
                         r.choice(["discharge letter", "MAR chart", "DNACPR form"]), " will travel with ", c.v["him"], "?"])
    body_rep.append([])
    body_rep.append([sw.g()])
    if other_org and topic in ("discharge", "community", "equipment"):
        body_rep += _sig(c, sw, (other_org, "O"), dom_o, r.choice(["Service Coordinator", "Care Manager", "Intake Coordinator"]))
    else:
        body_rep += _sig(c, sw, practice, dom_o, r.choice(["Community Nurse", "Social Worker", "Care Coordinator", "Practice Nurse"]))
    t_orig = c.days(-r.randint(0, 2))
    h1 = r.randrange(8, 14)
    # header helper
    def header(frm, frm_email, to, sent, time, cc_line=None, prefix="", re=False):
        d.ln(prefix, "From: ", frm, " <", P("EMAIL", frm_email), ">")
        d.ln(prefix, "Sent: ", c.DW(sent, long=True, comma=True, style=L.dstyle if not L.us_like else "us_long"), " ", time)
        d.ln(prefix, "To: ", to)
        if cc_line:
            d.ln(prefix, "Cc: ", cc_line)
        d.ln(prefix, "Subject: ", "RE: " if re else "", subj_items)
    reply_first = r.random() < 0.75
    if reply_first and r.random() < 0.35:
        third = r.choice([gp, cons])
        dom3 = inst.domain(L, practice if third is gp else hosp)
        d.ln("From: ", third.full(), " <", P("EMAIL", third.staff_email(dom3)), ">")
        d.ln("Sent: ", c.DW(c.today, long=True, comma=True, style=L.dstyle if not L.us_like else "us_long"), " ", L.time(min(21, h1 + 5), r.randrange(60)))
        d.ln("To: ", sw.full(), "; ", cc.full())
        d.ln("Subject: RE: ", subj_items)
        d.ln()
        d.ln(r.choice(["Thanks both - ", "Thank you, ", "Noted - "]), r.choice([
            ["I'm happy with this plan. I'll review ", pt.tf(), " at home on ", c.DW(c.wdays(r.randint(2, 8)), style=L.short), "."],
            ["please copy me into the discharge summary. ", c.v["He"], " is already on our housebound list."],
            ["I've updated the anticipatory care plan and spoken to ", c.v["his"], " ", kin.relation, " ", kin.g(), "."],
            ["I can attend the first part of the meeting only; my secretary ", c.clin("clerk").full(), " will confirm."]]))
        d.ln()
        d.ln(third.dr(full=True) if third.cred_is_dr() else third.full())
        if r.random() < 0.5:
            d.ln(P("HOSPITAL", practice if third is gp else hosp), " | Tel ", P("PHONE", L.phone_ext()))
        else:
            d.ln(P("HOSPITAL", practice if third is gp else hosp))
        d.ln()
        d.ln(r.choice(["-----Original Message-----", "________________________________"]))
    cc_line = r.choice([[gp.full(), " <", P("EMAIL", gp.staff_email(inst.domain(L, practice))), ">"], [cons.full()], None])
    if reply_first:
        header(sw.full(), sw.staff_email(dom_o), [cc.full()], c.today, L.time(h1 + 3, r.randrange(60)), cc_line, re=True)
        d.ln()
        for l in body_rep:
            d.ln(l)
        d.ln()
        d.ln(r.choice(["-----Original Message-----", "________________________________", "--- Original message ---"]))
        pre = "" if r.random() < 0.7 else "> "
        header(cc.full(), cc.staff_email(dom_h), [sw.full()], t_orig, L.time(h1, r.randrange(60)), cc_line, prefix=pre)
        d.ln(pre.rstrip())
        for l in body_orig:
            d.ln(pre, l)
    else:
        header(cc.full(), cc.staff_email(dom_h), [sw.full()], t_orig, L.time(h1, r.randrange(60)), cc_line)
        d.ln()
        for l in body_orig:
            d.ln(l)
    d.ln()
    d.ln(r.choice(["CONFIDENTIALITY NOTICE: This email and any attachments may contain confidential patient information. If you are not the intended recipient, please notify the sender and delete it.",
                   "This message may contain personal health information. Do not forward outside the care team.",
                   "Sent via secure email. " + r.choice(["Please do not reply with attachments over 10 MB.", ""])]).rstrip())
    return d
