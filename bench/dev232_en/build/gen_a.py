"""Genres: virtual ward admission, daily remote review, home visit, alert log."""
from core import P, pick, chance
import phi as PH
import blocks as B
import pools as PL


def admission(n, c):
    rng = c.rng
    uk = c.uk
    key, dxs = B.dx(c)
    doc = c.clin(0)
    adm = c.clin(pick(rng, [0, 1, 7]))
    title = pick(rng, ["Virtual Ward Admission Note", "VW admission clerking", "Hospital at Home - Admission",
                       "Step-down admission to Virtual Ward"] if uk else
                 ["Hospital at Home Admission H&P", "Acute Care at Home - Admission Note", "HaH ADMIT NOTE"])
    B.header(n, c, title)
    if not uk and chance(rng, 0.75):
        n.f("Payer: {py}  Member ID: {m}  Group: {g}\n", py=c.payer, m=P("HEALTHPLAN", c.plan), g=P("HEALTHPLAN", c.group))
        if chance(rng, 0.3):
            n.f("SSN: {s}\n", s=P("SSN", c.ssn))
    if chance(rng, 0.4):
        n.f("Encounter {a} / admitted {d}\n" if not uk else "Spell {a}, admitted to VW {d}\n",
            a=P("ACCOUNT", c.account), d=c.date(0))
    n.nl()
    src = rng.randrange(4)
    if src == 0:
        n.f("Source: step-down from {w}, bed {b}, {h} (inpatient since {d}).\n",
            w=P("HOSPITAL", c.ward), b=P("LOCATION_OTHER", str(rng.randrange(1, 32))), h=P("HOSPITAL", c.hospital),
            d=c.sdate(-rng.randrange(2, 9)))
    elif src == 1:
        n.f("Source: {h} ED, referred by {r} after ED assessment {d} {tm}.\n", h=P("HOSPITAL", c.hospital),
            r=c.clin(7).ref(rng), d=c.sdate(0), tm=B.t(c))
    elif src == 2:
        n.f("Source: step-up from community, referral from {g} ({s}).\n" if uk else
            "Source: direct admit from clinic; referring provider {g} at {s}.\n",
            g=c.gp.ref(rng, ["title_sur", "full_cred", "title_full"]), s=P("HOSPITAL", c.gp_site))
    else:
        n.f("Source: {p} crew (call sign {cs}) via {s} pathway, conveyance avoided.\n",
            p="ambulance" if uk else "EMS", cs=pick(rng, ["Alpha 3", "Medic 12", "RRV 7", "Echo 21"]),
            s=pick(rng, ["SDEC", "ED-avoidance", "community paramedic", "falls"]))
    n.nl()
    n.t(pick(rng, ["PC: ", "Presenting complaint: ", "CC: ", "Reason for admission: "]))
    n.t(dxs + "\n\n")
    n.t(pick(rng, ["HPC:\n", "HPI: ", "History:\n"]))
    n.add(c.name(["title_sur", "given", "full", "title_full"]))
    n.t(" is a")
    if str(c.age)[0] == "8":
        n.t("n")
    n.t(" ")
    n.add(c.age_p(pick(rng, ["year-old", "yo"])))
    n.t(" " + ("woman" if c.pt.sex == "F" else "man") + " with ")
    n.t(", ".join(B.pmh(c, 3)) + ". ")
    sym = pick(rng, B.DX_DETAIL[key][0])
    sv = rng.randrange(3)
    n.f(["Symptoms began on {d} with {s}. ", "Unwell since {d}: {s}. ", "{s} since {d}, worse over the last 48h. "][sv],
        d=c.rdate(-rng.randrange(2, 8)), s=sym[0].upper() + sym[1:] if sv == 2 else sym)
    if chance(rng, 0.5):
        n.f("Seen by GP {d} and started on oral abx without improvement. " if uk else
            "Seen at urgent care {d}, given PO abx, no improvement. ", d=c.sdate(-rng.randrange(1, 5)))
    if chance(rng, 0.35):
        n.f("Was away over {h}, ", h=c.hol())
        n.t("family noticed decline on return. ")
    n.t(pick(rng, ["No chest pain. ", "Denies CP/palpitations. ", "No headache, no neck stiffness (Kernig's neg). ", ""]))
    n.t("\n\nPMH: " + "; ".join(B.pmh(c)))
    if chance(rng, 0.6):
        B.past_event(n, c)
    n.t("\n")
    n.t("DH:\n" if uk else "Home meds:\n")
    bul = pick(rng, ["- ", "* ", "  ", "o "])
    for m in B.meds(c):
        n.t(bul + m + "\n")
    n.t("Allergies: " + pick(rng, B.ALLERGY) + "\n")
    if chance(rng, 0.45):
        n.t("Meds rec: ")
        n.add(c.clin(4).ref(rng, ["full_cred", "full", "init_cred"]))
        n.f(" {d} - " + pick(rng, ["2 discrepancies resolved (GP list out of date).", "matches GP record.", "blister packs from {p}, weekly."]) + "\n",
            d=c.sdate(0), p=P("HOSPITAL", c.pharmacy))
    n.nl()
    n.t("SH: ")
    B.social(n, c)
    if chance(rng, 0.4):
        n.f("Collateral from {rel} {nm} by phone: ", rel=c.nok_rel, nm=c.nok_name(["given", "full"]))
        n.t(pick(rng, ["more confused than usual for 3 days, not eating. ", "usually independent, drives to shops. ",
                       "has been sleeping in chair, too breathless to lie flat. ", "several near-falls this week. "]) + "\n")
    n.nl()
    o = B.Obs(rng, 0.4)
    n.t("O/E: " if uk else "Exam: ")
    n.t(o.line(c) + ". ")
    n.t(pick(rng, ["GCS 15/15. ", "Glasgow Coma Scale 15. ", "AMT 8/10. ", "4AT 2. ", "A&Ox3. "]))
    n.t(pick(rng, B.DX_DETAIL[key][1]) + pick(rng, [" HS I+II+0.", "", " Abdo SNT.", " Calves SNT."]) + "\n")
    if chance(rng, 0.5):
        n.t(B.decoy(c, rng.randrange(1, 4)) + "\n")
    if chance(rng, 0.7):
        B.labs(n, c, 0)
    n.t("\nImpression: " + pick(rng, ["Suitable for VW - clinically stable, good home support.",
                                      "Meets HaH criteria; risk of deterioration moderate, low threshold to escalate.",
                                      "Frail, but pt and family strongly prefer home; ceiling of care agreed.",
                                      "Likely " + dxs.split(" (")[0] + "; differential includes PE (Wells 1) and HF."]) + "\n")
    if uk and chance(rng, 0.5):
        n.f("ReSPECT form completed {d} - " + pick(rng, ["for all appropriate treatment.", "not for CPR, for ward-based care.",
                                                        "DNACPR; would accept conveyance for reversible causes."]) + "\n",
            d=c.rdate(-rng.randrange(0, 400)))
    elif not uk and chance(rng, 0.5):
        n.f("Code status: " + pick(rng, ["Full code", "DNR/DNI", "DNR, OK to intubate"]) + ". HCP: {nm} ({rel}).\n",
            nm=c.nok_name(["full"]), rel=c.nok_rel)
    n.nl()
    n.t("Monitoring plan:\n")
    n.t(pick(rng, ["- Obs via app BD + PRN\n", "- Remote obs TDS, manual call daily\n", "- Continuous SpO2/HR via wearable\n"]))
    if chance(rng, 0.55):
        n.f("- Kit issued: oximeter SN {o}, BP cuff {b}" + (", tablet IMEI {i}" if chance(rng, 0.4) else "") + "\n",
            o=P("DEVICE", c.devices["oxi"]), b=P("DEVICE", c.devices["bp"]), i=P("DEVICE", c.devices["imei"]))
    n.t(pick(rng, ["- Escalate if NEWS2 >= 5 or SpO2 < 92%\n", "- Call parameters: HR > 120, SBP < 95, SpO2 < 90%\n",
                   "- Red flags discussed: chest pain, confusion, reduced urine output\n"]))
    if key in ("cap", "cell", "uti", "copd") and chance(rng, 0.7):
        n.f("- IV: {iv}, first dose given {d}; {p} to deliver\n", iv=B.iv(c), d=c.sdate(0), p=P("HOSPITAL", c.pharmacy))
    if chance(rng, 0.6):
        n.f("- Allocated VW bed {b}\n" if uk else "- Virtual bed {b}\n", b=P("LOCATION_OTHER", pick(rng, ["", "V", "HaH-"]) + str(rng.randrange(1, 41))))
    n.f("- EDD {d}\n", d=c.date(rng.randrange(3, 8), pick(rng, ["dm", "d_mon", "dmy"] if uk else ["md", "mon_d", "mdy"])))
    n.nl()
    n.f("NOK: {nk} ({rel}) {ph}\n", nk=c.nok_name(["full", "title_full", "sur_comma"]), rel=c.nok_rel, ph=P("PHONE", c.nok_phone))
    if chance(rng, 0.4):
        n.f("Pt contact: {ph}" + (" / email {e}" if chance(rng, 0.5) else "") + "\n", ph=P("PHONE", c.mobile), e=P("EMAIL", c.email))
    if chance(rng, 0.5):
        n.f("Discussed with {d} (consultant of the week)\n" if uk else "D/w attending {d}\n", d=doc.ref(rng, ["title_sur", "title_full"]))
    B.signoff(n, c, adm, 0)


def daily_review(n, c):
    rng = c.rng
    uk = c.uk
    day = rng.randrange(2, 9)
    key, dxs = B.dx(c)
    rev = c.clin(pick(rng, [1, 2, 3, 7]))
    sty = rng.randrange(3)
    if sty == 0:
        n.f("Remote monitoring review - Day {k}\n", k=str(day))
        n.add(c.name(["caps_comma", "full"]))
        n.t("  ")
        n.add(c.hospital_id())
        n.f("  {d}\n", d=c.date(0))
    elif sty == 1:
        n.f("{h} | daily review | {d}\n", h=P("HOSPITAL", c.vw), d=c.date(0))
        n.t("Pt: ")
        n.add(c.name(["sur_comma", "initials", "full"]))
        n.t(", ")
        n.add(c.age_p(pick(rng, ["aX", "y", "X"])))
        n.f(", VW day {k}/{m}\n", k=str(day), m=str(day + rng.randrange(1, 5)))
    else:
        n.f("DAILY RPM REVIEW ({d})\n", d=c.date(0, "iso" if chance(rng, 0.5) else c.ds))
        B.header(n, c, "Remote patient monitoring", with_addr=False)
    n.t("Dx: " + dxs + "\n\n")
    n.t(pick(rng, ["Readings (last 72h):\n", "Obs submitted via app:\n", "Vitals table:\n", "Readings:\n"]))
    nd = rng.randrange(2, 5)
    B.vitals_table(n, c, nd, -nd + 1, sick=0.2)
    n.nl()
    if chance(rng, 0.5):
        n.t("Weight trend: ")
        w = 60 + rng.random() * 45
        ws = []
        for i in range(3):
            ws.append("%.1f kg" % (w - i * rng.random()) if uk else "%.1f lb" % ((w - i * rng.random()) * 2.2))
        n.t(" -> ".join(ws) + pick(rng, [" (diuresing well)\n", " (stable)\n", " - query scale error\n"]))
    if chance(rng, 0.6):
        n.t("App questionnaire: ")
        q = ["breathless " + pick(rng, ["same", "better", "worse"]), "cough " + pick(rng, ["less", "same", "more"]),
             "pain %d/10" % rng.randrange(0, 7), "appetite " + pick(rng, ["fair", "poor", "good"]),
             "took all meds " + pick(rng, ["Y", "N (missed evening)"]), "ankle swelling " + pick(rng, ["less", "same"]),
             "urine " + pick(rng, ["normal", "dark", "reduced"])]
        n.t("; ".join(q[i] for i in sorted(rng.sample(range(len(q)), rng.randrange(3, 7)))) + "\n")
    n.t(pick(rng, ["Missed readings: ", "Compliance: "]))
    n.t(pick(rng, ["none.\n", "1 missed (evening), pt forgot.\n", "2/6 missed - wifi issues reported.\n", "all submitted on time.\n"]))
    n.nl()
    n.t("Phone call: ")
    n.f(pick(rng, ["Spoke with {nm} on {ph}", "Called pt ({ph}), spoke to {nm}", "Rang {ph} - answered by {nm}"]),
        nm=c.name(["given", "title_sur", "full"]) if chance(rng, 0.7) else [c.nok_rel + " ", c.nok_name(["given"])],
        ph=P("PHONE", pick(rng, [c.phone, c.mobile])))
    n.t(pick(rng, [" at ", " ", " - "]) + B.t(c) + ". ")
    n.add(pick(rng, ["Pt", "Pt", c.name(["given", "title_sur"])]))
    n.t(pick(rng, B.DX_DETAIL[key][2]) + " ")
    n.t(pick(rng, ["Appetite improving. ", "Slept poorly, mild headache, taking paracetamol. ", "No CP. ", ""]))
    if chance(rng, 0.3):
        n.f("{rel} {nm} present and happy with plan. ", rel=c.nok_rel.capitalize(), nm=c.nok_name(["given", "full"]))
    n.nl()
    if chance(rng, 0.5):
        B.labs(n, c, -1)
    if chance(rng, 0.4):
        n.t(B.decoy(c, rng.randrange(1, 3)) + "\n")
    n.t("\nImpression: " + pick(rng, ["improving", "static", "slow improvement", "some concern - see plan", "on track for discharge"]) + ".\n")
    n.t("Plan:\n")
    plans = ["Continue current regime", "Repeat U&E " + pick(rng, ["tomorrow", "in 48h", "Fri"]),
             "Switch IV to oral when afebrile 24h", "Reduce furosemide to 40 mg BD", "Prednisolone to complete 5/7",
             "Review by ANP at home tomorrow", "Obs TDS", "Sats walk test on next visit", "Chase CXR report",
             "Consider discharge " + pick(rng, ["Thurs", "in 48h", "at weekend"]), "Safety-net advice given"]
    for i in rng.sample(range(len(plans)), rng.randrange(2, 5)):
        n.t(" - " + plans[i] + "\n")
    if chance(rng, 0.45):
        n.f("Next home visit {d}\n", d=c.sdate(1))
    if chance(rng, 0.4):
        n.f("Reviewed in platform as user {u}\n", u=P("USERNAME", rev.username))
    B.signoff(n, c, rev, 0)


def home_visit(n, c):
    rng = c.rng
    uk = c.uk
    ap = c.clin(1)
    key, dxs = B.dx(c)
    role = pick(rng, ["ANP", "ACP", "Advanced Practitioner"] if uk else ["NP", "APP", "Nurse Practitioner"])
    n.t(pick(rng, ["HOME VISIT - %s\n", "Home visit note - %s\n", "Domiciliary visit: %s\n", "In-home visit (%s)\n"]) % role)
    h0 = rng.randrange(8, 17)
    m0 = rng.randrange(60)
    dur = rng.randrange(25, 95)
    n.f("Date: {d}   Arrived {t1}  Left {t2}\n", d=c.date(0), t1="%02d:%02d" % (h0, m0),
        t2="%02d:%02d" % (h0 + (m0 + dur) // 60, (m0 + dur) % 60))
    n.t("Patient: ")
    n.add(c.name(["full", "caps_comma", "sur_comma", "mid"]))
    n.t("   ")
    if chance(rng, 0.5):
        n.f("DOB {dob}   ", dob=c.dob_p())
    n.add(c.hospital_id())
    n.t("\nAddress: ")
    n.add(c.addr())
    n.nl()
    if chance(rng, 0.5):
        n.f(pick(rng, ["Access: key safe at front door (code on file). Parking tight - opposite the {l}.\n",
                       "Access: ring bell twice; side gate by the {l}.\n", "Access: {b}, buzz flat, lift working today.\n"]),
            l=P("LOCATION_OTHER", c.landmark), b=P("LOCATION_OTHER", c.building))
    if chance(rng, 0.55):
        n.f("Travelled in pool car {v}; mileage {m} miles.\n" if uk else "Drove fleet vehicle plate {v}; {m} mi round trip.\n",
            v=P("VEHICLE", c.plate), m=str(rng.randrange(3, 40)))
    n.t("Present: ")
    if chance(rng, 0.6):
        n.f("pt and {rel} {nm}", rel=c.nok_rel, nm=c.nok_name())
    else:
        n.f("pt alone; carer {cn} arrived during visit", cn=B.name_f(c))
    n.t(".\n\nReason for visit: " + pick(rng, ["day 3 review", "clinical review requested by hub after NEWS2 5", "first face-to-face after step-down",
                                               "bloods and IV line check", "falls review + meds rec", "pre-discharge review"]) + "\n")
    n.t("Working dx: " + dxs + "\n\nS: ")
    n.add(c.name(["given", "title_sur", "nick"]))
    n.t(pick(rng, B.DX_DETAIL[key][2] + [" reports feeling 'a bit brighter'.", " c/o poor sleep and nocturia x3.",
                                        " feels 'rotten', off food since yesterday."]) + " ")
    if chance(rng, 0.4):
        n.f("Wants to be well for {h}. ", h=c.hol())
    if chance(rng, 0.4):
        n.f("{rel} concerned re: {cc}. ", rel=c.nok_rel.capitalize(), cc=pick(rng, ["memory", "not drinking enough", "night-time confusion", "constipation"]))
    if chance(rng, 0.6):
        ros = ["no CP", "no palpitations", "mild orthopnoea (2 pillows)" if uk else "2-pillow orthopnea", "BO yesterday, normal",
               "PU ok, no dysuria", "no calf pain", "no haemoptysis" if uk else "no hemoptysis", "appetite reduced", "no falls since admission",
               "sleeping in chair", "no rash", "mild dizziness on standing"]
        n.t("\nROS: " + ", ".join(ros[i] for i in sorted(rng.sample(range(len(ros)), rng.randrange(3, 8)))) + ".")
    n.t("\nO: ")
    o = B.Obs(rng, 0.3)
    n.t(o.line(c) + "\n")
    n.t(pick(rng, B.DX_DETAIL[key][1]) + " " + pick(rng, ["Alert, orientated, 4AT 0.", "Abdomen SNT.", "HS normal.", ""]) + "\n")
    if chance(rng, 0.5):
        n.t(pick(rng, ["Midline R arm: site clean, VIP score 0, flushes well.\n", "PICC L arm: dressing intact, ext length 2 cm.\n",
                       "Cannula removed, tip intact.\n"]))
    if chance(rng, 0.35):
        n.t("Remote obs since last visit:\n")
        B.vitals_table(n, c, 2, -2, sick=0.2)
    if chance(rng, 0.6):
        n.t("Bloods taken: FBC, U&E, CRP" + pick(rng, ["", ", Mg", ", LFT", ", INR"]))
        n.f(" - sample {s} to lab via courier.\n", s=P("IDNUM", PH.idnum(rng, "lab")))
    n.t("\nA: " + pick(rng, ["Improving, safe to continue at home.", "Static; needs senior review.",
                             "Clinically well, meets discharge criteria from tomorrow.", "Mild AKI - hold ACEi, recheck 48h.",
                             "Possible new delirium, infective screen sent."]) + "\n")
    if chance(rng, 0.6):
        n.t("Meds review: " + pick(rng, ["dosette box correct, 2 doses missed Tues", "using inhaler with poor technique - spacer given",
                                        "has old furosemide supply at home - removed with consent", "no issues"]) + ".\n")
    if chance(rng, 0.5):
        n.t("Environment: " + pick(rng, ["loose rugs, advised removal", "smoke alarm tested OK", "cold house - heating on low, " + c.nok_rel + " to top up meter",
                                        "clutter on stairs", "pendant alarm worn"]) + ". " + B.decoy(c) + "\n")
    n.t("P:\n")
    pl = ["Continue " + B.iv(c), "Hold ramipril" if uk else "Hold lisinopril", "Fluid chart / encourage oral intake",
          "OT referral for perching stool", "Update GP" if uk else "Update PCP", "Repeat obs via app at 18:00",
          "Review results with consultant" if uk else "Review labs w/ attending", "Sputum sample pot left"]
    for j, i in enumerate(rng.sample(range(len(pl)), rng.randrange(2, 6))):
        n.t("%d. %s\n" % (j + 1, pl[i]))
    if chance(rng, 0.5):
        n.f("Next visit: {d}" + pick(rng, [" AM", " PM", " (joint with physio)", ""]) + "\n", d=c.rdate(rng.randrange(1, 3)))
    if chance(rng, 0.4):
        n.f("Discussed with {d} by phone ({ph}).\n", d=c.clin(0).ref(rng, ["title_sur", "title_full"]), ph=P("PHONE", c.team_phone))
    B.signoff(n, c, ap, 0)


def alert_log(n, c):
    rng = c.rng
    uk = c.uk
    n.t(pick(rng, ["ALERT LOG - remote monitoring hub\n", "Telemetry / SpO2 alert log\n", "Pulse oximetry alerts - export\n",
                   "RPM ALERT HISTORY\n"]))
    n.f("Patient: {nm}  ", nm=c.name(["caps_comma", "sur_comma", "caps"]))
    n.add(c.hospital_id())
    if chance(rng, 0.5):
        n.f("  Hub: {h}", h=P("DEVICE", c.devices["hub"]))
    n.f("\nService: {s}   Export run {d} {tm} by {u}\n", s=P("HOSPITAL", c.vw), d=c.date(2, "iso"), tm=B.time(rng),
        u=P("USERNAME", c.clin(2).username))
    n.t("Thresholds: SpO2 < " + pick(rng, ["90", "92", "88"]) + "%, HR > " + pick(rng, ["120", "110", "130"]) + ", HR < 45, RR > 24\n\n")
    sty = rng.randrange(3)
    staff = [c.clin(2), c.clin(3), c.clin(1), c.clin(5)]
    k = rng.randrange(6, 13)
    secs = sorted(rng.randrange(0, 3 * 86400) for _ in range(k))
    for i in range(k):
        off = secs[i] // 86400
        sc = secs[i] % 86400
        kind = rng.randrange(8)
        o = B.Obs(rng, 0.6)
        dt_p = c.date(off, "iso" if sty != 2 else ("dmy" if uk else "mdy"))
        tm = "%02d:%02d:%02d" % (sc // 3600, sc // 60 % 60, sc % 60)
        s = pick(rng, staff)
        if sty == 1:
            n.t("[")
            n.add(dt_p)
            n.t(" " + tm + "] ")
        else:
            n.add(dt_p)
            n.t(" " + tm + " | ")
        if kind == 0:
            n.f("SPO2_LOW {v}% (src oximeter {d})", v=str(min(o.spo2, 89)), d=P("DEVICE", c.devices["oxi"]))
        elif kind == 1:
            n.f("HR_HIGH {v} bpm (wearable {d})", v=str(max(o.hr, 121)), d=P("DEVICE", c.devices["ecg"]))
        elif kind == 2:
            n.f("CONN_LOST hub {h} last seen from {ip}", h=P("DEVICE", c.devices["hub"]), ip=P("IPADDR", c.ip))
        elif kind == 3:
            n.f("CONN_RESTORED ip {ip}", ip=P("IPADDR", PH.ip(rng) if chance(rng, 0.3) else c.ip))
        elif kind == 4:
            n.t("NO_READING 12h - scheduled obs missed")
        elif kind == 5:
            n.t("SBP_LOW %d/%d" % (min(o.sbp, 92), o.dbp))
        elif kind == 6:
            n.t("PROBE_OFF / low perfusion index (PI 0.3)")
        else:
            n.t("TEMP_HIGH %.1f" % max(o.temp, 38.1))
        if chance(rng, 0.7):
            n.f(" | ack {u}", u=P("USERNAME", s.username))
            n.t(" +" + str(rng.randrange(1, 25)) + "m")
        if chance(rng, 0.6):
            n.t(" | ")
            a = rng.randrange(6)
            if a == 0:
                n.f("phoned pt {ph}, repeat reading {v}% - artefact (cold hands)", ph=P("PHONE", c.phone), v=str(rng.randrange(93, 98)))
            elif a == 1:
                n.f("spoke to {rel} {nm}, probe re-sited", rel=c.nok_rel, nm=c.nok_name(["given"]))
            elif a == 2:
                n.f("escalated to {d}", d=c.clin(pick(rng, [0, 7])).ref(rng, ["title_sur", "full"]))
            elif a == 3:
                n.t("no answer x2, retry 15 min")
            elif a == 4:
                n.f("router rebooted by pt, confirmed online at {ip}", ip=P("IPADDR", c.ip))
            else:
                n.f("{nm} states feels fine, sats 95% on recheck", nm=c.name(["given", "title_sur"]))
        n.nl()
    n.nl()
    n.t("Summary: " + str(k) + " alerts; " + pick(rng, ["2 true positives", "majority artefact", "1 escalation", "no action required overnight"]) + ".\n")
    if chance(rng, 0.5):
        n.f("Clinical note by {d}: ", d=c.clin(1).ref(rng, ["full_cred", "title_sur", "full"]))
        n.t(pick(rng, ["frequent probe-off alerts overnight; advised to wear on non-dominant hand. ",
                       "true desaturation episodes noted around 03:00, likely nocturnal hypoventilation - for review. ",
                       "HR alerts correlate with AF with fast ventricular response, rate control uptitrated. "]) + "\n")
    if chance(rng, 0.3):
        n.f("Vendor ticket {t} raised with {v} re connectivity.\n", t=P("IDNUM", PH.idnum(rng, "ticket")), v=P("ORGANIZATION", pick(rng, PL.VENDORS)))
