"""Genres: individual exercise programme, education session record, discharge/outcome report, self-management plan."""
import core
import blocks as B
from core import N, S, age_phrase

LF = core.LF


def exercise_programme(c):
    nb = core.NB(c)
    r = c.rng
    k = c.k
    st = LF.weekday(c.dd(r.randint(50, 80)))
    ph = c.staff["physio"]
    nb.t(r.choice(["INDIVIDUAL EXERCISE PROGRAMME", "Individualised Exercise Prescription - Pulmonary Rehab", "MY EXERCISE PROGRAMME",
                   "PR Exercise Plan & Progression Record"]) + "\n")
    nb.w("Name: {n}    DOB: {d|DATE}    ", n=N(c.pt, "PATIENT", r.choice(["full", "tf", "LF"])), d=c.loc.date(c.dob))
    if c.nat:
        nb.w("{l} {v|MRN}\n", l=core.nat_label(c), v=c.nat[1])
    else:
        nb.w("MRN {v|MRN}\n", v=c.mrn)
    nb.w("Start date: {s|DATE}    Review: {rv|DATE}\n", s=c.loc.date(st), rv=c.loc.date(c.dd(r.randint(100, 130))))
    nb.w("Class: {dy} {t} at {v|LOCATION_OTHER}\nPhysio: {p}\n\n", dy=r.choice(["Mon & Thu", "Tue & Fri", "Wednesdays", "Mon/Wed"]), t=B.tm(c),
         v=c.venue, p=N(ph, "DOCTOR", r.choice(["full", "fi"])))
    tgt_hr = int((220 - c.age) * r.choice([0.6, 0.65, 0.7]))
    nb.t("Target intensity: Borg breathlessness 3-4 (moderate - able to talk in short sentences). HR ceiling ~%d bpm. " % tgt_hr)
    nb.t("Stop and rest if SpO2 < %d%%, chest pain, dizziness or palpitations.\n" % r.choice([85, 86, 88]))
    if k["ltot"]:
        nb.t("Use ambulatory O2 at %s L/min during exercise.\n" % k["o2_amb"])
    nb.t("Reliever 10-15 min before exercise if needed.\n\n")
    nb.t("WARM UP (10 min): marching on the spot, shoulder circles, side steps, heel digs, calf stretch.\n\n")
    weeks = [1, 3, 5, 7] if r.random() < 0.5 else [1, 2, 4, 6, 8]
    nb.t(("Exercise".ljust(26) + "".join(("Wk %d" % w).ljust(14) for w in weeks)).rstrip() + "\n")
    ex = [("Sit to stand", lambda i: "%d reps" % (8 + 2 * i)), ("Bicep curls", lambda i: "%.1fkg x10" % (1 + 0.5 * i)),
          ("Step ups (15 cm)", lambda i: "%d min" % (1 + i)), ("Wall press-ups", lambda i: "%d" % (6 + 2 * i)),
          ("Cycle ergometer", lambda i: "%dmin L%d" % (4 + 2 * i, 1 + i)), ("Treadmill walk", lambda i: "%.1f km/h %dm" % (2.4 + 0.3 * i, 6 + 2 * i)),
          ("Shoulder press", lambda i: "%dkg x8" % (1 + i // 2)), ("Sit-to-stand w/ weight", lambda i: "%dkg x10" % (i + 1)),
          ("Theraband rows (yellow)", lambda i: "%d" % (10 + i * 2)), ("Heel raises", lambda i: "%d" % (10 + 2 * i))]
    for name, f in r.sample(ex, r.randint(5, 8)):
        nb.t((name.ljust(26) + "".join(f(i).ljust(14) for i in range(len(weeks)))).rstrip() + "\n")
    nb.t("\nHOME PROGRAMME: walk %d min %s, plus 3 strength exercises on non-class days. Record in diary.\n" % (r.choice([10, 15, 20]), r.choice(["5x/week", "daily", "on 4 days"])))
    if r.random() < 0.5:
        nb.w("Loan equipment: pulse oximeter SN {s|DEVICE}", s=c.loc.device_serial("oxi"))
        if r.random() < 0.5:
            nb.w("; pedal exerciser asset {a|DEVICE}", a=LF.letters(r, 2) + LF.digits(r, 5))
        nb.t(" - return at end of programme.\n")
    if r.random() < 0.25:
        nb.w("Gym entry: fingerprint template {b|BIOID} registered at reception.\n", b=c.loc.bioid())
    nb.t("\nPROGRESS NOTES\n")
    d = st
    for v in r.sample(range(8), r.randint(3, 6)):
        d = LF.add_days(d, r.choice([3, 4, 7]))
        nb.w("{d|DATE} ", d=c.loc.date_short(d) if r.random() < 0.6 else c.loc.date(d))
        if v == 0:
            nb.t("Tolerated well. Borg B 4 F 3. Progressed walk +2 min.")
        elif v == 1:
            nb.t("SpO2 nadir %d%% on treadmill, recovered with rest. Kept same level." % (k["spo2_min"] - r.randint(0, 3)))
        elif v == 2:
            nb.w("Not attended - {rel} {n} phoned, unwell with cold.", rel=c.nok_rel, n=N(c.nok, "FAMILY", "f"))
        elif v == 3:
            nb.t("Knee pain (OA) - swapped step-ups for seated knee extension.")
        elif v == 4:
            nb.t("HR %d at peak, within target. Added 0.5kg to curls." % (tgt_hr - r.randint(2, 15)))
        elif v == 5:
            nb.t("Walking at home 15 min most days per diary. Good.")
        elif v == 6:
            nb.w("Discussed pacing for work at {e|ORGANIZATION}.", e=c.employer)
        else:
            nb.t("Anxious on bike, used pursed-lip breathing and recovery positions. Settled.")
        nb.t(" ")
        nb.name(r.choice([ph, c.staff["assistant"]]), "DOCTOR", "ini")
        nb.t("\n")
    nb.w("\nAny questions contact {p} on {t|PHONE}", p=N(ph, "DOCTOR", "f"), t=ph.phone)
    if r.random() < 0.5:
        nb.w(" or email {e|EMAIL}", e=ph.email)
    nb.t(". In an emergency call %s.\n" % c.loc.emergency())
    return nb


TOPICS = [
    ("Inhalers and medicines", "pharmacist", ["Difference between relievers and preventers (SABA / LAMA / LABA / ICS)",
                                             "Technique check for Ellipta, Respimat, Turbohaler and pMDI + spacer",
                                             "In-Check DIAL used to check inspiratory flow", "Rinse mouth after ICS; spacer washing monthly"]),
    ("Managing breathlessness and anxiety", "psych", ["Breathing control, pursed-lip breathing, recovery positions",
                                                     "Breathlessness-anxiety cycle", "Handheld fan", "Calming hand / box breathing"]),
    ("Energy conservation", "ot", ["The 4 Ps: plan, pace, prioritise, position", "Perching stool, long-handled sponge, trolley",
                                   "Showering tips (towelling robe)", "Breaking jobs into stages"]),
    ("Healthy eating", "dietitian", ["Small frequent meals", "Protein at every meal, oral nutritional supplements if BMI < 20",
                                     "MUST screening explained", "Weight management for BMI > 30"]),
    ("Flare-ups and rescue packs", "nurse", ["Recognising an exacerbation early", "When to start prednisolone and antibiotics",
                                             "Sputum colour chart", "Tell the GP/nurse within 48 h of starting"]),
    ("Oxygen and travel", "nurse", ["LTOT vs ambulatory O2, fire safety (no smoking, e-cigs, naked flames)",
                                    "Flying: fitness-to-fly / hypoxic challenge test", "Travel insurance", "Concentrator noise and electricity rebate"]),
    ("Keeping active after PR", "physio", ["Maintenance classes", "Walking groups", "Pedometer step targets", "Chair-based exercise video"]),
    ("Airway clearance", "physio", ["ACBT cycle", "Acapella and Aerobika devices", "Huff vs cough", "Postural drainage positions"]),
    ("Benefits and support", "admin", ["Attendance Allowance / PIP", "Blue Badge", "Council tax reduction", "Carer's assessment"]),
]


def education(c):
    nb = core.NB(c)
    r = c.rng
    topic, role, content = r.choice(TOPICS)
    fac = c.staff[role]
    sd = LF.weekday(c.dd(r.randint(60, 110)))
    nb.t(r.choice(["PR EDUCATION SESSION RECORD", "Pulmonary Rehabilitation - Education Session", "Education session log"]) + "\n")
    nb.w("Programme: {h|HOSPITAL} pulmonary rehab, cohort {co}\n", h=c.hosp, co=r.choice(["Spring", "Autumn", "Winter", "A", "B", "Tue/Thu", "Evening"]))
    nb.w("Session {n}: {tp}\n", n=r.randint(1, 8), tp=topic)
    nb.w("Date: {d|DATE}   Time: {t}   Venue: {v|LOCATION_OTHER}\n", d=c.loc.date(sd) if r.random() < 0.6 else c.loc.date_wd(sd), t=B.tm(c), v=c.venue)
    nb.w("Facilitator: {f} ({ro})", f=N(fac, "DOCTOR", "drf" if fac.title_word else "full"), ro=fac.role_title)
    if r.random() < 0.4:
        g = c.staff["nurse"] if role != "nurse" else c.staff["physio"]
        nb.w("; co-facilitator {g}", g=N(g, "DOCTOR", "full"))
    nb.t("\n")
    if r.random() < 0.35:
        vol = core.make_person(r, c.country)
        grp = core.site_name(r, c.country, "support", c.loc)
        nb.w("Guest: {n}, peer volunteer from {g|ORGANIZATION}\n", n=N(vol, "FAMILY", "full"), g=grp)
    n = r.randint(5, 11)
    nb.t("\nAttendance (%d):\n" % n)
    pts = [c.pt] + [core.make_person(r, c.country) for _ in range(n - 1)]
    r.shuffle(pts)
    st = r.choice(["full", "tl", "LF", "fi"])
    for p in pts:
        nb.t("  - ")
        nb.name(p, "PATIENT", st)
        x = r.random()
        if x < 0.18:
            rel, sx = r.choice([("wife" if p.sex == "m" else "husband", "f" if p.sex == "m" else "m"), ("daughter", "f"), ("son", "m"), ("carer", None)])
            nb.w(" (with {rel} {f})", rel=rel, f=N(core.make_person(r, c.country, sex=sx), "FAMILY", "f"))
        elif x < 0.25:
            nb.t(" - left early (transport)")
        nb.t("\n")
    nb.t("\nContent covered:\n")
    for it in content:
        nb.t("  * %s\n" % it)
    nb.t("\nDiscussion / questions:\n")
    for p in r.sample(pts, r.randint(1, 3)):
        v = r.randint(0, 5)
        nb.t("  ")
        if v == 0:
            nb.w("{n} asked about flying to {co|COUNTRY} in {m|DATE}; advised to discuss fitness to fly with {gw}.\n", gw=core.gp_word(c), n=N(p, "PATIENT", "tl"),
                 co=r.choice(core.PP.COUNTRIES_ABROAD), m=LF.MONTHS[(sd.month + r.randint(1, 5)) % 12])
        elif v == 1:
            nb.w("{n} shared that {pr} got {x} breathless at work as a {j|PROFESSION} for years before diagnosis.\n", n=N(p, "PATIENT", "f"),
                 pr="he" if p.sex == "m" else "she", x=r.choice(["very", "really", ""]).strip() or "so", j=r.choice(core.PP.PROFESSIONS))
        elif v == 2:
            nb.w("{n} demonstrated Respimat technique - needed prompting to hold breath 10 s.\n", n=N(p, "PATIENT", "tl"))
        elif v == 3:
            nb.w("{n}'s {rel} asked how to tell a flare-up from a cold.\n", n=N(p, "PATIENT", "tl"), rel=r.choice(["wife", "husband", "daughter"]))
        elif v == 4:
            nb.w("{n} reported using the fan at night - helps.\n", n=N(p, "PATIENT", "f"))
        else:
            nb.w("{n} unsure about rescue pack from {g|HOSPITAL} - to check with practice nurse.\n", n=N(p, "PATIENT", "tl"), g=c.gp_prac)
    nb.t("\nResources: %s" % r.choice(["handout", "leaflet pack", "video links", "booklet"]))
    if r.random() < 0.6:
        nb.w(", {u|URL}", u=c.svc_url if r.random() < 0.5 else "https://%s/%s" % (r.choice(["example.org", "example.net"]), r.choice(["copd-videos", "pr/education", "breathe/playlist", "lunghealth/inhalers"])))
    nb.t("\nEvaluation: %s\n" % r.choice(["5/5 found useful", "mean 4.6/5 (n=%d)" % (n - 1), "positive verbal feedback", "forms collected - 4.2/5"]))
    nb.t("Recorded by: ")
    nb.name(fac, "DOCTOR", r.choice(["full", "ini", "il"]))
    nb.w("  {d|DATE}\n", d=c.loc.date(sd))
    return nb


def _outcome_rows(c):
    k = c.k
    r = c.rng
    rows = [("ISWT (m)", k["iswt"], k["iswt"] + k["d_iswt"], "35-47 m")]
    if c.country in ("US", "CA", "AU") or r.random() < 0.4:
        rows.append(("6MWD (m)", k["6mwt"], k["6mwt"] + k["d_6mwt"], "25-33 m"))
    rows.append(("CAT", k["cat"], max(0, k["cat"] + k["d_cat"]), "-2"))
    rows.append(("1-min STS (reps)", k["sts"], k["sts"] + k["d_sts"], "+3"))
    if r.random() < 0.6:
        rows.append(("CRQ-D", k["crq"][0], "%.1f" % min(7.0, float(k["crq"][0]) + r.uniform(-0.2, 1.4)), "0.5"))
        rows.append(("CRQ-F", k["crq"][1], "%.1f" % min(7.0, float(k["crq"][1]) + r.uniform(-0.3, 1.2)), "0.5"))
    rows.append(("HADS-A", k["hads_a"], max(0, k["hads_a"] - r.randint(-1, 4)), "-1.5"))
    rows.append(("HADS-D", k["hads_d"], max(0, k["hads_d"] - r.randint(-1, 4)), "-1.5"))
    return rows


def discharge(c):
    nb = core.NB(c)
    r = c.rng
    k = c.k
    dd = c.dd(r.randint(110, 160))
    st = c.dd(r.randint(50, 75))
    ph = c.staff["physio"]
    if c.country in ("US", "CA") and r.random() < 0.6:
        nb.s(c.hosp, "HOSPITAL")
        nb.t(" - Pulmonary Rehabilitation\nDISCHARGE SUMMARY / OUTCOMES REPORT\n\n")
        nb.w("Patient: {n}   DOB: {d|DATE}   MRN: {m|MRN}   Acct: {a|ACCOUNT}\n", n=N(c.pt, "PATIENT", "LFM"), d=c.loc.date(c.dob), m=c.mrn, a=c.acct)
        nb.w("Dates of service: {a|DATE} - {b|DATE}   Sessions attended: {x}/{y}\n", a=c.loc.date(st), b=c.loc.date(dd), x=k["attended"], y=k["sessions"])
        nb.t("Dx: %s   GOLD %d\n" % (k["dx"], k["gold"]))
        nb.w("Referring provider: {g}   ({p|HOSPITAL})\n\n", g=N(c.gp, "DOCTOR", "drf"), p=c.gp_prac)
        nb.t("Measure              Initial    Discharge\n")
        nb.t("6MWD                 %d ft      %d ft\n" % (int(k["6mwt"] * 3.28), int((k["6mwt"] + k["d_6mwt"]) * 3.28)))
        nb.t("Peak METs            %.1f        %.1f\n" % (r.uniform(1.8, 3.0), r.uniform(2.4, 4.2)))
        nb.t("CAT                  %d         %d\n" % (k["cat"], max(0, k["cat"] + k["d_cat"])))
        nb.t("mMRC                 %d          %d\n" % (k["mrc"] - 1, max(0, k["mrc"] - 1 - r.randint(0, 1))))
        nb.t("PHQ-9                %d          %d\n" % (r.randint(3, 18), r.randint(2, 14)))
        nb.t("O2 with exertion     %s    %s\n\n" % (("%s L/min" % k["o2_amb"]) if k["ltot"] else "RA", ("%s L/min" % k["o2_amb"]) if k["ltot"] else "RA"))
        nb.t("Assessment: ")
        nb.w("Pt {n} ", n=N(c.pt, "PATIENT", "tl"))
        nb.t(r.choice(["met 2/3 goals. ", "made clinically meaningful gains in walk distance. ", "plateaued after week 6. "]))
        nb.t(r.choice(["Independent with HEP. ", "Uses pursed-lip breathing effectively. ", "Needs ongoing encouragement. "]))
        nb.w("\nPlan: transition to Phase III maintenance at {v|LOCATION_OTHER}, 2x/week. F/u with {p} in {m} months.\n", v=core.site_name(r, c.country, "venue", c.loc),
             p=N(c.staff["consultant"], "DOCTOR", "dr"), m=r.choice(["3", "6"]))
        B.signoff(nb, c, c.staff["rt"] if "rt" in c.staff and r.random() < 0.5 else ph, variant=2, d=dd)
        return nb
    B.letterhead(nb, c, r.choice(["Pulmonary Rehabilitation Service", "Community Respiratory Team", "Respiratory Physiotherapy"]))
    nb.w("\n{d|DATE}\n\n", d=c.loc.date(dd))
    nb.name(c.gp, "DOCTOR", "drf")
    nb.t("\n")
    nb.s(c.gp_prac, "HOSPITAL")
    nb.t("\n")
    nb.addr(c.gp_addr, sep="\n")
    nb.w("\n\nDear {g},\n\n", g=N(c.gp, "DOCTOR", "dr"))
    nb.w("Re: {n}   DOB {d|DATE}   ", n=N(c.pt, "PATIENT", r.choice(["tf", "full", "LFM"])), d=c.loc.date(c.dob))
    B.id_line(nb, c)
    nb.t("\n")
    nb.addr(c.addr)
    nb.t("\n\n")
    nb.t(r.choice(["PULMONARY REHABILITATION DISCHARGE REPORT\n\n", "Outcome of pulmonary rehabilitation\n\n", ""]))
    nb.w("{n} attended {x} of {y} sessions of our programme at {v|LOCATION_OTHER} between {a|DATE} and {b|DATE}",
         n=N(c.pt, "PATIENT", "tl"), x=k["attended"], y=k["sessions"], v=c.venue, a=c.loc.date(st), b=c.loc.date(LF.add_days(dd, -r.randint(1, 10))))
    nb.t(r.choice([". ", ", including the 6-week education programme. "]))
    if k["attended"] < k["sessions"] - 3:
        nb.t(r.choice(["Attendance was affected by an exacerbation mid-programme. ", "Missed sessions due to transport problems. ",
                       "Missed several sessions while caring for %s %s. " % (c.his_her(), c.nok_rel)]))
    nb.t("\n\nOutcome measures:\n")
    nb.t("Measure".ljust(18) + "Pre".ljust(8) + "Post".ljust(8) + "MCID\n")
    for a, b, cc, m in _outcome_rows(c):
        nb.t(a.ljust(18) + str(b).ljust(8) + str(cc).ljust(8) + m + "\n")
    nb.t("\n")
    if k["d_iswt"] >= 40:
        nb.t("This represents a clinically significant improvement in exercise capacity. ")
    else:
        nb.t("Exercise capacity improved only modestly, below the MCID. ")
    nb.t(r.choice(["Symptom scores also improved. ", "Breathlessness is better controlled with pacing. ", "Mood remains low - see below. "]))
    if k["hads_a"] > 10 or k["hads_d"] > 10:
        nb.t("HADS remains elevated; %s was signposted to the local talking therapies service. " % c.he_she())
    if k["smoke"] == "current":
        nb.t("Continues to smoke; very brief advice given and stop smoking service details provided. ")
    nb.t("\n\nRecommendations / plan:\n")
    plans = ["Continue home exercise programme (booklet given).",
             "Referred to the exercise-on-referral maintenance class at {mv|LOCATION_OTHER}.",
             "Has joined the {sg|ORGANIZATION}.",
             "Please consider inhaler review - technique good but frequent reliever use.",
             "Repeat pulmonary rehabilitation in 12-24 months or sooner after an admission.",
             "Please review rescue pack supply - last issued {rp|DATE}.",
             "Ambulatory oxygen assessment requested via {h|HOSPITAL}."]
    for p in r.sample(plans, r.randint(2, 4)):
        nb.t("- ")
        nb.w(p, mv=core.site_name(r, c.country, "venue", c.loc), sg=core.site_name(r, c.country, "support", c.loc),
             rp=c.loc.date(c.dd(-r.randint(10, 200))), h=c.hosp2)
        nb.t("\n")
    B.signoff(nb, c, ph, variant=3, d=dd)
    nb.t("\ncc: ")
    nb.name(c.pt, "PATIENT", "tf")
    if r.random() < 0.5:
        nb.t("; ")
        nb.name(c.staff["consultant"], "DOCTOR", "drf")
        nb.w(", {h|HOSPITAL}", h=c.hosp2)
    nb.t("\n")
    if r.random() < 0.4:
        B.audit_footer(nb, c, d=dd)
    return nb


SMP_SERVICES = {"UK": "NHS 111", "IE": "your GP out-of-hours co-op", "AU": "healthdirect",
                "NZ": "Healthline", "CA": "HealthLink / Health811", "US": "the nurse advice line", "ZA": "your medical aid helpline",
                "SG": "the polyclinic hotline"}


def self_management(c):
    nb = core.NB(c)
    r = c.rng
    k = c.k
    wd = c.dd(r.randint(0, 120))
    nurse = c.staff["nurse"]
    nb.t(r.choice(["MY COPD SELF-MANAGEMENT PLAN", "COPD Action Plan", "My Lung Health Plan", "COPD SELF-MANAGEMENT PLAN (patient copy)"]) + "\n\n")
    nb.w("Name: {n}    Date of birth: {d|DATE}\n", n=N(c.pt, "PATIENT", r.choice(["full", "fml", "tf"])), d=c.loc.date(c.dob))
    if c.nat:
        nb.w("{l} {v|MRN}\n", l=core.nat_label(c), v=c.nat[1])
    elif r.random() < 0.5:
        nb.w("Hospital no: {v|MRN}\n", v=c.mrn)
    nb.w("My {gw}: {g}, {p|HOSPITAL}  tel {t|PHONE}\n", gw=core.gp_word(c) if c.country != "US" else "doctor", g=N(c.gp, "DOCTOR", "drf"), p=c.gp_prac, t=c.gp_ph)
    nb.w("My respiratory nurse: {n}  tel {t|PHONE}", n=N(nurse, "DOCTOR", r.choice(["full", "f"])), t=nurse.phone)
    nb.t(" (Mon-Fri %s)\n" % r.choice(["8.30-4.30", "9-5", "08:00-16:00", "9am-4pm"]))
    if r.random() < 0.6:
        nb.w("My pharmacy: {p|HOSPITAL}  tel {t|PHONE}\n", p=c.pharm, t=c.loc.phone())
    if r.random() < 0.6:
        nb.w("My carer / contact: {n} ({rel})  {t|PHONE}\n", n=N(c.nok, "FAMILY", "full"), rel=c.nok_rel, t=c.nok_ph)
    nb.t("Out of hours: %s\n\n" % SMP_SERVICES[c.country])
    nb.t("GREEN - MY USUAL DAY\n")
    nb.t("  My breathlessness: %s\n" % r.choice(["breathless walking up the hill", "OK on the flat, stop on stairs", "breathless getting dressed on bad days"]))
    nb.t("  My sputum is usually: %s\n" % r.choice(["clear/white", "white, about a teaspoon in the morning", "none", "grey"]))
    nb.t("  I can walk about %s\n" % r.choice(["100 yards", "to the postbox", "round the supermarket with a trolley", "10 minutes"]))
    nb.t("  My medicines:\n")
    for m in k["meds"][:2 + r.randint(0, 2)]:
        nb.t("    - %s\n" % m)
    if k["ltot"]:
        nb.t("  My oxygen: %s L/min for at least %s hours a day\n" % (k["o2_flow"], r.choice(["15", "16"])))
    nb.t("\nAMBER - FLARE-UP\n")
    nb.t("  If I have 2 or more of: more breathless than usual, more sputum, change in sputum colour:\n")
    nb.t("  - Use my reliever inhaler more often (up to %s puffs every 4 hours)\n" % r.choice(["4", "6", "8"]))
    nb.t("  - Start my rescue pack: prednisolone %s once a day in the morning for 5 days\n" % r.choice(["30mg (6 x 5mg tablets)", "40mg (8 x 5mg tablets)", "30 mg"]))
    ab = r.choice(["amoxicillin 500mg three times a day for 5 days", "doxycycline 200mg on day 1 then 100mg daily for 4 days",
                   "clarithromycin 500mg twice a day for 5 days"])
    nb.t("  - If my sputum is green or yellow, start %s\n" % ab)
    nb.t("  - Tell my %s or nurse within 2 working days that I have started\n" % ("doctor" if c.country in ("US", "CA") else "GP"))
    nb.t("\nRED - EMERGENCY\n")
    nb.t("  Very breathless at rest, chest pain, confused or drowsy, blue lips: call %s\n" % c.loc.emergency())
    nb.t("\nVACCINATIONS\n")
    nb.w("  Flu: {d|DATE}   Pneumococcal: {y|DATE}   COVID-19: {cv|DATE}\n", d=c.loc.date(c.dd(-r.randint(20, 200))), y=str(c.d0.year - r.randint(1, 8)),
         cv=LF.fmt_date(c.dd(-r.randint(30, 300)), "d_mon_y") if r.random() < 0.3 else c.loc.month_year(c.dd(-r.randint(30, 300))))
    nb.t("\nMY GOALS\n")
    nb.t("  %s\n" % r.choice(["Keep walking every day", "Go to the pulmonary rehab class twice a week", "Stop smoking", "Get to my daughter's in the summer"]))
    if r.random() < 0.3:
        nb.w("  Visit family in {co|COUNTRY} at {h|DATE}\n", co=c.abroad, h=r.choice(["Christmas", "Easter", "Diwali", "Eid", "Thanksgiving"]) if c.country in ("US", "CA") else r.choice(["Christmas", "Easter", "Diwali", "Eid"]))
    nb.t("\nPlan agreed with: ")
    nb.name(nurse, "DOCTOR", "full")
    nb.w(", {ro}, on {d|DATE}. Review by {rv|DATE}.\n", ro=nurse.role_title, d=c.loc.date(wd), rv=c.loc.date(c.dd(r.randint(200, 380))))
    nb.t("Patient signature: ")
    nb.name(c.pt, "PATIENT", r.choice(["full", "inid", "il"]))
    nb.t("\n")
    return nb
