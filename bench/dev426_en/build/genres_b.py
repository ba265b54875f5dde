"""Genres: ICU referral and admission note, ward escalation log, step-down
follow-up visit."""
import phi
from common import banner, pmh, meds, social, signature, footer, times, allergy
from pools_clin import AIRWAY_PLAN, DEVICE_MODELS

ADM_TITLE = {"GB": "INTENSIVE CARE UNIT - REFERRAL & ADMISSION CLERKING", "US": "MICU ADMISSION H&P",
             "CA": "ICU Consultation / Admission Note", "AU": "ICU ADMISSION NOTE",
             "IE": "ICU Referral and Admission Note", "NZ": "ICU / HDU ADMISSION NOTE"}

IMPLANTS = [("PPM", "Medtronic Azure"), ("ICD", "Boston Scientific Dynagen"), ("PPM", "Boston Scientific Accolade"), ("CRT-D", "Abbott Gallant"),
            ("insulin pump", "Medtronic MiniMed 780G"), ("home NIV", "ResMed Lumis 150"), ("CPAP", "ResMed AirSense 10"),
            ("VNS", "LivaNova SenTiva"), ("LVAD", "HeartMate 3")]


def icu_referral(r, c, d):
    ep = c.ep
    t = times(r, 6)
    d.f("{h}\n{ti}\n", h=c.H(), ti=ADM_TITLE[c.c])
    banner(d, c, r.choice([0, 1, 2]))
    src = r.random()
    d.f("\nReferral: {dt} {tm} from {who} ({ro}, {bw} {b}). ", dt=c.d(0), tm=t[0], who=c.dr("reg", "t_full"),
        ro=c.staff("reg").role, bw=c.bw, b=c.bleep("reg"))
    if src < 0.55:
        d.f("Source: ward ({w}).", w=c.W())
    elif src < 0.85:
        d.t("Source: ED resus.")
    else:
        d.f("Source: inter-hospital transfer from {h} (retrieval team).", h=(c.other_hosp(), "HOSPITAL"))
    d.f(" Admitted to ICU bed {b} at {tm}.\n", b=(c.icu_bed, "LOCATION_OTHER"), tm=t[2])
    d.f("Admitting {ro}: {n}\n", ro=c.staff("icu_cons").role, n=c.dr("icu_cons", "t_full"))
    d.t("\nHPI:\n" if c.na else "\nHPC:\n")
    d.fx("{a} year old {sx} ", a=c.a(), sx="man" if c.sex == "M" else "woman")
    d.x("presented with %d days of %s. " % (r.randint(1, 7), ep.symptom))
    d.f("Admitted under medicine on {dt}, ", dt=c.d(-r.randint(0, 4)))
    d.x("treated for %s with %s. Deteriorated overnight despite %s: %s. " % (ep.dx, ep.abx, ep.fluid, ep.vitals(r, 1)))
    if r.random() < 0.4:
        d.f("Recent travel to {k} (returned {dt}). ", k=(c.travel, "COUNTRY"), dt=c.d(-r.randint(5, 25)))
    if r.random() < 0.12:
        d.f("Initially unidentified; identity confirmed by police via fingerprint record {b}. ",
            b=(phi.bioid(r), "BIOID"))
    d.t("Outreach review at %s: %s %d.\n" % (t[1], ep.ews_name(), ep.news))
    d.t("\nPMH:\n")
    pmh(d, c)
    d.t("\n\nHome medications:\n" if c.na else "\n\nDrug history:\n")
    meds(d, c)
    d.t("Allergies: %s\n" % allergy(c))
    d.t("\nSocial / functional: ")
    social(d, c)
    d.t(" CFS %d. ET %s.\n" % (ep.cfs, r.choice(["unlimited", "~100m", "50 yards", "housebound"])))
    if r.random() < 0.45:
        what, model = r.choice(IMPLANTS)
        d.f("Implant: {w} ({m}), serial {sn} - interrogation requested.\n", w=what, m=model, sn=(phi.device_serial(r), "DEVICE"))
    d.t("\nEXAMINATION\n")
    d.x("A: %s\n" % r.choice(["own, patent", "maintaining, GCS %d" % ep.gcs, "at risk - GCS %d" % ep.gcs]))
    d.x("B: RR %d, SpO2 %d%% %s. %s\n" % (ep.rr, ep.spo2, ep.o2, ep.finding if ep.src in ("cap", "hap") else "bibasal creps"))
    d.x("C: HR %d, BP %d/%d MAP %d, CRT %ds, JVP not seen. UO %d ml/hr.\n" % (ep.hr, ep.sbp, ep.dbp, ep.map, r.randint(2, 6), ep.uo))
    d.t("D: GCS %d (E%d V%d M6), pupils PERL 3mm, BM %.1f\n" % (ep.gcs, min(4, ep.gcs - 7), max(1, min(5, ep.gcs - 10)), ep.glu))
    d.t("E: T %s. %s\n" % (ep.temp_s(), ep.finding))
    d.t("\nINVESTIGATIONS\n")
    for row in ep.labs(r):
        d.t(row + "\n")
    d.t("  %s\n" % ep.gas())
    d.t("\nIMPRESSION: %s secondary to %s. SOFA %d, APACHE II %d.\n" % (
        "Septic shock" if ep.sbp < 90 or ep.lact >= 4 else "Sepsis with organ dysfunction", ep.dx, ep.sofa, ep.apache))
    d.t("\nPLAN\n")
    d.t("Resp: %s. Target SpO2 %s.\n" % (r.choice(AIRWAY_PLAN), r.choice(["92-96%", "88-92%", "94-98%"])))
    d.t("CVS: R IJ CVC (%s, US-guided, Seldinger, CXR confirmed), L radial art line. %s, titrate to MAP >65. "
        "Consider vasopressin if >0.3. Hydrocortisone 50mg QDS if escalating.\n" % (r.choice(DEVICE_MODELS[2:5]), ep.pressor()))
    d.t("Renal: KDIGO %d AKI. %s\n" % (r.randint(1, 3), "Quinton line, CVVHDF (PrisMax) if K >6.5 / acidosis" if ep.rrt else "Hourly UO, avoid nephrotoxics"))
    d.f("ID: continue {a}; cultures sent (blood {bc}, urine {u}); {m} to advise.\n", a=ep.abx,
        bc=(phi.idnum(r, "blood", c.ev.year), "IDNUM"), u=(phi.idnum(r, "lab", c.ev.year), "IDNUM"), m=c.dr("micro"))
    d.t("GI: NBM then NG feed per dietitian, PPI.  Haem: enoxaparin 40mg OD (hold if plt <50).\n")
    d.t("Neuro: %s target 0 to -1, CAM-ICU BD.\n" % r.choice(["RASS", "Richmond Agitation-Sedation Scale (RASS)"]))
    d.f("\nCode status / TEP: {x}. ", x=r.choice(["full escalation", "Full code", "for ICU, not for CPR",
                                                  "ward-based ceiling - admitted for time-limited trial"]))
    d.f("Family: {rel} {n} updated by phone ({ph}) at {tm}.\n", rel=c.rel, n=c.nok.full(), ph=(c.ph_nok, "PHONE"), tm=t[3])
    if c.us and r.random() < 0.7:
        d.f("Insurance: {i}  {hl} {hp}\n", i=(c.insurer, "ORGANIZATION"), hl=c.hp_label, hp=(c.hp, "HEALTHPLAN"))
    if r.random() < 0.6:
        d.f("{gp}: {n}, {p} (tel {ph})\n", gp=c.staff("gp").role.upper() if c.na else "GP", n=c.dr("gp", "t_full"),
            p=(c.practice, "HOSPITAL"), ph=(c.ph_gp, "PHONE"))
    d.f("Discussed with {n} ({ro}) at {tm}.\n", n=c.dr("icu_cons"), ro=c.staff("icu_cons").role, tm=t[4])
    signature(d, c, "icu_reg", lic=True, bleep=True)
    if r.random() < 0.5:
        footer(d, c, "icu_reg")


def escalation_log(r, c, d):
    ep = c.ep
    t = times(r, 9, start=r.choice([19, 20, 21, 22, 23, 0, 1]))
    d.f("WARD ESCALATION LOG - {w}   {h}\n", w=c.W(), h=c.H())
    d.f("Date: {a} (night shift)   ", a=c.dwk(0))
    d.t("Page 1 of 1\n")
    d.f("Patient: {n}   ", n=c.pt.LF())
    d.add(c.bedloc())
    d.f("   {ml}{m}   Age {a}\n", ml="MRN " if c.na else "Hosp no ", m=(c.mrn, "MRN"), a=c.a())
    d.f(c.staff("cons").role.capitalize() + ": {n}   Diagnosis: {dx}   Escalation plan: {e}\n", n=c.dr("cons"), dx=ep.dx,
        e=r.choice(["full", "ward-based care", "for ICU referral", "not for CPR"]))
    d.t("-" * 70 + "\n")
    d.t("Time  | Obs / %s | Action | Response | Initials\n" % ep.ews_name())
    d.t("-" * 70 + "\n")
    nurse, jr, reg = c.staff("nurse"), c.staff("jr"), c.staff("reg")
    pv = "paged" if c.bw == "pager" else "bleeped"
    d.x("%s | %s %d (RR %d, HR %d, SBP %d, T %s) | %s %s %s | " % (
        t[0], ep.ews_name(), max(3, ep.news - 3), ep.rr - 4, ep.hr - 10, ep.sbp + 12, ep.temp_s(), c.staff("jr").role,
        pv, "via operator" if c.bw == "pager" else "via switch"))
    d.f("no answer | {i}\n", i=nurse.inits(dots=False))
    d.f("{tm} | re-{pv} {n} ({b}) | ", tm=t[1], pv=pv, n=jr.full(), b=c.bleep("jr"))
    d.x("advised fluids, will attend after current pt | ")
    d.add(jr.low_inits()).t("\n")
    d.f("{tm} | {ews} {n} | NIC {nic} informed, sepsis screen positive | screen started | ", tm=t[2], ews=ep.ews_name(),
        n=str(ep.news), nic=c.dr("nic", "full"))
    d.add(nurse.inits(dots=False)).t("\n")
    d.f("{tm} | reviewed by {j} | cultures, lactate {l}, {a} | abx given {tm2} | ", tm=t[3], j=c.dr("jr"), l="%.1f" % ep.lact,
        a=ep.abx.split(" +")[0], tm2=t[4])
    d.add(jr.low_inits()).t("\n")
    d.f("{tm} | SBP {s}, UO {u}ml/2h | {reg} ({ro}) {pv} | review 15 min | ", tm=t[5], s=str(ep.sbp), u=str(ep.uo * 2),
        reg=c.dr("reg"), ro=reg.role, pv=pv)
    d.add(nurse.inits(dots=False)).t("\n")
    d.f("{tm} | outreach called ({o}, ext {e}) | {x} | ", tm=t[6], o=c.dr("outreach", "full"), e=c.bleep("outreach"),
        x=r.choice(["ICU referral", "for HFNO on ward", "accepted HDU", "plan: 1h obs"]))
    d.add(c.staff("outreach").inits(dots=False)).t("\n")
    d.f("{tm} | {ews} {n} post fluids | family ({rel} {fn}) phoned on {ph} | aware, coming in | ", tm=t[7], ews=ep.ews_name(),
        n=str(max(1, ep.news - 2)), rel=c.rel, fn=c.nok.f(), ph=(c.ph_nok, "PHONE"))
    d.add(nurse.inits(dots=False)).t("\n")
    if r.random() < 0.3:
        d.f("{tm} | pt's car reg {v} in 30-min bay | porters/security informed | moved | ", tm=t[8],
            v=(phi.vehicle(r, c.c), "VEHICLE"))
        d.add(c.staff("nic").inits(dots=False)).t("\n")
    else:
        d.t("%s | handed over to day team | - | - | " % t[8])
        d.add(nurse.inits(dots=False)).t("\n")
    d.t("-" * 70 + "\n")
    busy = {"GB": "H@N busy with 2222 call", "US": "cross-cover resident at a code", "CA": "resident at a Code Blue",
            "AU": "RMO at a MET call", "IE": "on-call NCHD in ED", "NZ": "house officer at a rapid response"}[c.c]
    d.x("Delays: first call unanswered %s min (%s). Escalation policy followed.\n" % (r.randint(10, 55), busy))
    if r.random() < 0.5:
        d.f("Datix {i} submitted re delayed escalation.\n", i=(phi.idnum(r, "datix", c.ev.year), "IDNUM"))
    d.f("Log kept by: {n}, {cr}\n", n=nurse.full(), cr=nurse.cred)


def stepdown_followup(r, c, d):
    ep = c.ep
    visit = r.randint(1, 3)
    stay = ep.icu_days
    d.f("{h}\n", h=c.H())
    d.t(r.choice(["CRITICAL CARE OUTREACH - POST-ICU FOLLOW-UP", "Step-down follow-up visit (outreach)",
                  "POST-ICU WARD FOLLOW-UP REVIEW"]) + "  (visit %d)\n" % visit)
    banner(d, c)
    d.f("Date: {dt}   Location: {w} ", dt=c.d(0), w=c.W())
    d.add(c.bedloc()).t("\n")
    d.f("\nICU stay: {a} - {b} ({n} days). ", a=c.d(-stay - visit), b=c.d(-visit), n=str(stay))
    d.x("Admitted with %s; %s. Ventilated %d days%s. %s\n" % (
        ep.dx, ep.pressor().split(" ")[0] + " max %.2f" % ep.norad, ep.vent_days,
        ", CVVHDF %d days" % r.randint(1, 5) if ep.rrt else "", r.choice(["Extubated to HFNO.", "Trache decannulated day 12.",
                                                                          "Delirium in ICU (CAM-ICU +ve x3 days).", ""])))
    d.f("Stepped down to {w} on {dt}.\n", w=c.W(), dt=c.d(-visit))
    d.t("\nToday: HR %d %s, BP %d/%d, RR %d, SpO2 %d%% %s, T %s. %s %d.\n" % (
        r.randint(68, 104), r.choice(["SR", "AF"]), r.randint(102, 148), r.randint(55, 88), r.randint(13, 22), r.randint(93, 99),
        r.choice(["on air", "on 1L NC", "on 2L NP", "RA"]), "%.1f" % r.uniform(36.3, 37.6) if not c.us else "%.1f F" % r.uniform(97.3, 99.6),
        ep.ews_name(), r.randint(0, 4)))
    items = [
        ("Resp", r.choice(["on 1L NC, weaning", "RA, sats 95%", "cough weak, physio BD", "IS x10/hr encouraged",
                           "Optiflow 30L/35% overnight only", "Airvo weaned to 2L NP"])),
        ("Frailty", "Rockwood CFS %d (pre-morbid %d)" % (min(9, ep.cfs + r.randint(0, 2)), ep.cfs)),
        ("CVS", r.choice(["HR 80s SR, BP stable", "AF rate controlled on bisoprolol", "orthostatic - fluids"])),
        ("Renal", "creat %d -> %d, UO adequate" % (ep.creat, max(60, ep.creat - r.randint(20, 150)))),
        ("Lines", r.choice(["PICC (Bard PowerPICC) day %d, site clean" % r.randint(3, 14), "CVC removed pre step-down, tip sent",
                            "peripheral x1, VIP 0"])),
        ("Nutrition", r.choice(["NG feed 60ml/hr, MUST 3, dietitian reviewing", "eating 50% meals + Fortisips", "SALT: IDDSI level 5"])),
        ("Mobility", r.choice(["sat out 2h, walked 10m with frame", "hoist transfers only", "stairs assessment planned"])),
        ("Delirium", r.choice(["4AT 0", "4AT 5 - fluctuating, sleep poor", "CAM-ICU negative"])),
        ("Mood/sleep", r.choice(["vivid nightmares about ICU", "low mood, tearful", "sleeping ok", "anxious at night"])),
        ("Meds", "home meds reconciled, %s restarted" % r.choice(["ramipril", "apixaban", "metformin", "bisoprolol", "statin"])),
        ("Micro", "%s; %s, total course %d days" % (ep.org, ep.abx2.split(" ")[0], r.choice([5, 7, 10, 14]))),
    ]
    for k, v in items:
        d.x("  %-10s %s\n" % (k + ":", v))
    if r.random() < 0.5:
        d.fx('\nPt says: "I don\'t remember much after {dt}, just the noise of the machines." ', dt=c.dwk(-stay - visit, long=r.random() < 0.3))
        d.f("{rel} {n} visiting daily.\n", rel=c.rel.capitalize(), n=c.nok.f())
    if r.random() < 0.5:
        d.t("\nSocial: ")
        social(d, c)
        d.t("\n")
    if r.random() < 0.3:
        d.f("Fit note / occupational health letter requested for employer ({e}).\n", e=(c.employer, "ORGANIZATION"))
    if r.random() < 0.2:
        d.f("Own home CPAP ({m}) brought in by family - SN {s}, PAT tested.\n", m=r.choice(["ResMed AirSense 10", "Philips DreamStation"]),
            s=(phi.device_serial(r), "DEVICE"))
    d.t("\nPlan: ")
    if visit >= 2 and r.random() < 0.6:
        d.x("Stable, discharged from outreach follow-up. ")
        d.f("Referred to ICU follow-up clinic (approx {n} wks) - letter to {gp}. ", n=str(r.choice([6, 8, 12])),
            gp=c.dr("gp", "t_last"))
        d.f("ICU diary and recovery leaflet given ({u}).\n", u=c.url("icu-recovery"))
    else:
        d.x("Review again tomorrow. Ward team (%s) aware; re-refer if %s >= 5.\n" % (c.staff("jr").role, ep.ews_name()))
    d.f("{n}, {cr}  {ro}  ext {e}\n", n=c.staff("outreach").full(), cr=c.staff("outreach").cred, ro=c.staff("outreach").role,
        e=(c.ext_dept, "PHONE"))
    if r.random() < 0.35:
        d.f("Contact: {em}  Tel {ph}\n", em=c.email(), ph=(c.ph_dept, "PHONE"))
