"""Genres: patient portal messages, telephone encounters, physiotherapy pacing
plans."""
import clinical as CL
import measures as M
import phi
from case import doc, name
from common import audit_footer, bullets, pt_banner

WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _time(rng):
    return "%02d:%02d" % (rng.randint(6, 23), rng.randint(0, 59))


# ------------------------------------------------------------------ portal
def portal_message(n, rng, c):
    sysname = rng.choice(["Patient Portal", "MyChart", "myHealth portal", "Patient Knows Best", "HealthLink secure messaging",
                          "MyCare app"])
    n.line("{s} - secure message thread", s=sysname)
    n.line("Thread ID: {t}", t=("IDNUM", phi.idnum(rng, "other")))
    n.t("\n")
    d0 = c.clinic_date
    n.line("From: {nm} ({u})", nm=name(c.pt, "PATIENT", rng, rng.choice(["full", "full", "last_first"])), u=("USERNAME", c.pt_user))
    n.line("To: {t}", t=rng.choice(["Long COVID Clinic - Nursing Pool", "Post-COVID Admin", "Physio team inbox",
                                    "Autonomic clinic", "Care team"]))
    n.line("Sent: {d} {tm}", d=c.date(rng, d0), tm=_time(rng))
    if rng.random() < 0.6:
        n.line("Client: {cl} / IP {ip}", cl=rng.choice(["iOS app 6.2", "Android app", "Chrome 118 / Windows", "Safari / macOS"]),
               ip=("IPADDR", phi.ip(rng)))
    if rng.random() < 0.25:
        n.line("Sign-in method: biometric (device-bound ID {b})", b=("BIOID", phi.bioid(rng)))
    n.line("Subject: {s}", s=rng.choice(["Question about my medication", "appointment", "Letter for work", "Crash after last visit",
                                         "tilt test prep", "RE: your upcoming appointment", "help with forms", "HR readings"]))
    n.t("\n")
    body_casual = rng.random() < 0.5
    n.t(rng.choice(["Hi", "Hello", "Dear team", "Hi there", "Hiya"]) + ("," if rng.random() < 0.7 else "") + "\n\n")
    n.t(CL.portal_question(rng) + " ")
    k = rng.random()
    if k < 0.3:
        n.f("My appointment is on {d} with {dr}. ", d=rng.choice([c.wdate(rng, c.after(rng.randint(5, 40))), ("DATE", phi.weekday_name(rng, d0))]),
            dr=doc(c.cl[rng.choice(["consultant", "physio"])], rng, rng.choice(["dr_last", "first", "full"]), creds=False))
    elif k < 0.5:
        n.f("My {rel} {p} can drive me if it has to be in person", rel=c.partner_rel, p=name(c.partner, "FAMILY", rng, "first"))
        n.t(rng.choice([" but only after 3pm. ", ". ", " (she works mornings). " if c.partner.sex == "F" else " (he works mornings). "]))
    elif k < 0.65:
        n.f("My manager at {e} said they need it by {d}. ", e=("ORGANIZATION", c.employer), d=c.short(rng, c.after(rng.randint(10, 30))))
    elif k < 0.75:
        n.f("You can call me on {ph} if easier. ", ph=("PHONE", c.pt_phone))
    if rng.random() < 0.12:
        n.f("I'm in {co} visiting my family until {d} so please reply on here rather than ringing. ", co=("COUNTRY", c.travel_country),
            d=c.short(rng, c.after(rng.randint(10, 40))))
    if rng.random() < 0.12:
        n.f("Also, the parking permit form asks for my car reg - it's {v}. ", v=("VEHICLE", phi.vehicle(rng, c.country)))
    if body_casual and rng.random() < 0.5:
        n.t("sorry if this doesnt make sense, brain fog is bad today. ")
    n.t("\n\n")
    n.t(rng.choice(["Thanks", "Many thanks", "Thank you", "thanks so much", "Best wishes"]) + "\n")
    n.add(name(c.pt, "PATIENT", rng, rng.choice(["first", "first", "nick", "full", "initials"])))
    n.t("\n")
    if rng.random() < 0.3:
        n.f("DOB {d}\n", d=c.date(rng, c.dob))
    n.t("\n---\n")
    staff = c.cl[rng.choice(["nurse", "physio", "admin", "consultant"])]
    n.line("Reply from: {p} ({role})", p=doc(staff, rng, rng.choice(["full_creds", "full", "dr_full"])), role=staff.role)
    n.line("Sent: {d} {tm}", d=c.date(rng, phi.add_days(d0, rng.randint(0, 3))), tm=_time(rng))
    n.t("\n")
    n.f("Dear {nm},\n\n", nm=name(c.pt, "PATIENT", rng, rng.choice(["first", "title_last", "first"])))
    n.t(rng.choice(CL.PORTAL_A) + "\n")
    if rng.random() < 0.5:
        n.f("Useful link: {u}\n", u=("URL", phi.url(rng)))
    if rng.random() < 0.4:
        n.f("Your next appointment: {d} at {tm}, {loc}.\n", d=c.wdate(rng, c.after(rng.randint(20, 60))), tm=_time(rng),
            loc=rng.choice([("LOCATION_OTHER", c.room), ("HOSPITAL", c.hospital), "video"]))
    n.t("\n" + rng.choice(["Kind regards", "Best wishes", "Thanks", "Take care"]) + ",\n")
    n.add(doc(staff, rng, rng.choice(["first", "full", "full_creds"])))
    n.t("\n")
    if rng.random() < 0.5:
        n.f("{svc} | {ph}\n", svc=("HOSPITAL", c.service), ph=("PHONE", c.clinic_phone))
    n.t("This inbox is not monitored 24/7. If urgent, contact %s.\n" % {"UK": "NHS 111 or 999", "US": "911 or the 24-hour nurse line",
                                                                         "CA": "811 or 911", "IE": "your GP, GP out-of-hours or 112/999"}[c.country])


# ------------------------------------------------------------------ telephone
def telephone(n, rng, c):
    n.line(rng.choice(["TELEPHONE ENCOUNTER", "Telephone contact note", "Phone call - Long COVID CNS line", "Telephone Consultation"]))
    n.line("Date: {d}   Time: {tm}   Duration: {m} min", d=c.date(rng, c.clinic_date), tm=_time(rng),
           m=str(rng.randint(4, 35)))
    n.line("Call type: {t}", t=rng.choice(["incoming", "outgoing (planned review)", "returned call", "incoming - voicemail left earlier"]))
    pt_banner(n, rng, c, rng.choice(["pipe", "table"]))
    caller_family = rng.random() < 0.35
    if caller_family:
        n.f("Caller: {his} {rel}, {p} (verbal consent from patient on file)", his=c.his, rel=c.partner_rel,
            p=name(c.partner, "FAMILY", rng, rng.choice(["full", "first", "title_full"])))
        n.f(", on {ph}\n", ph=("PHONE", c.partner_phone))
    else:
        n.f("Caller: patient, on {ph}\n", ph=("PHONE", rng.choice([c.pt_phone, c.pt_home])))
    k = rng.random()
    if k < 0.45:
        n.line("ID check: name, DOB and first line of address confirmed.")
    elif k < 0.8:
        n.line("Identity verified via voice biometric (voiceprint ID {b}) + DOB.", b=("BIOID", phi.bioid(rng)))
    else:
        n.line("ID verified: DOB {d}, postcode {z}.", d=c.date(rng, c.dob), z=("ZIP", c.addr.zip))
    n.t("\n")
    n.t(rng.choice(["S: ", "Reason for call: ", "Situation: "]))
    reasons = [
        "reports worsening palpitations for 3 days, HR up to %d on standing, no syncope, no chest pain." % rng.randint(120, 160),
        "crash after a family wedding, bed-bound for %d days, now slowly improving." % rng.randint(2, 7),
        "asking for fit note extension and letter for employer.",
        "side effects after starting ivabradine (phosphenes in dim light).",
        "requesting results of recent bloods and Holter.",
        "new breathlessness on minimal exertion, SpO2 %d%% at rest on home oximeter." % rng.randint(94, 98),
        "wants to cancel the CPET - too unwell to travel.",
        "low mood, feels 'stuck'; no thoughts of self-harm.",
    ]
    n.t(rng.choice(reasons) + "\n")
    if rng.random() < 0.14:
        n.f("Currently staying with family in {co}; returns {d}.\n", co=("COUNTRY", c.travel_country),
            d=c.short(rng, c.after(rng.randint(5, 30))))
    if rng.random() < 0.18:
        n.f("Also asked about the hospital parking concession - car reg {v} added to the exemption list.\n",
            v=("VEHICLE", phi.vehicle(rng, c.country)))
    if rng.random() < 0.4:
        n.t(rng.choice(["pt states \"cant stand in the shower for more than 2 mins without going dizzy\"\n",
                        "quote: \"its like my battery is on 5% all the time\"\n",
                        "says they 'overdid it' at the weekend - walked to the shops + back (approx 1.2 km)\n",
                        "pt v tearful on phone. hr readings: 72 lying / 118 standing @ 5 min (home monitor)\n"]))
    n.t(rng.choice(["B: ", "Background: "]))
    n.f("known to the {svc} since {d}; ", svc=("HOSPITAL", c.service), d=c.monyear(rng, c.referral))
    n.t(rng.choice(CL.IMPRESSIONS) + ". Meds: " + ", ".join(CL.meds(rng, rng.randint(1, 3))) + ".\n")
    n.t(rng.choice(["A: ", "Assessment: "]))
    n.t(rng.choice(["No red flags identified. Likely post-exertional flare.", "Red flag screen negative (no chest pain, syncope, focal neurology).",
                    "Presentation in keeping with known PoTS; not acutely unwell.", "Some deterioration; needs earlier review."]) + "\n")
    n.t(rng.choice(["R: ", "Plan: "]))
    plans = [
        ["Advised flare plan (reduce to 50% of baseline), fluids/salt. Call back if worse."],
        ["Earlier review booked for ", c.wdate(rng, c.after(rng.randint(5, 20))), " with ",
         doc(c.cl["consultant"], rng, "dr_last", creds=False), "."],
        ["Message sent to GP (", ("HOSPITAL", c.gp_practice), ") re fit note; fax ", ("FAX", c.gp_fax), "."],
        ["Results discussed: bloods normal apart from ferritin 24. Holter: sinus rhythm, max HR 148, no arrhythmia."],
        ["Safety-netting: if chest pain or collapse call ", "999" if c.country in ("UK", "IE") else "911", "."],
        ["CPET cancelled; rebooked provisionally for ", c.date(rng, c.after(rng.randint(30, 80))), " (order ",
         ("IDNUM", phi.idnum(rng, "order")), ")."],
        ["Psychology opt-in form emailed to ", ("EMAIL", c.pt_email), "."],
    ]
    for p in CL.pick(rng, plans, rng.randint(1, 3)):
        n.add(p)
        n.t(" ")
    n.t("\n")
    if caller_family and rng.random() < 0.6:
        n.f("{p} to ring back on the clinic line {ph} if needed.\n", p=name(c.partner, "FAMILY", rng, "first"), ph=("PHONE", c.clinic_phone))
    n.t("\n")
    me = c.cl[rng.choice(["nurse", "nurse", "physio", "registrar"])]
    n.add(doc(me, rng, rng.choice(["full_creds", "init_creds", "dr_last", "full"])))
    n.t(", %s\n" % me.role)
    if rng.random() < 0.3:
        n.f("Bleep {b}\n", b=("PHONE", phi.bleep(rng, c.country)))
    audit_footer(n, rng, c, me)


# ------------------------------------------------------------------ physio pacing plan
def physio_pacing(n, rng, c):
    n.line(rng.choice(["PHYSIOTHERAPY PACING PLAN", "Personalised Pacing & Energy Management Plan",
                       "Physio - HR-guided pacing plan", "My Pacing Plan (copy for patient)"]))
    physio = c.cl["physio"]
    k = rng.random()
    if k < 0.5:
        pt_banner(n, rng, c, rng.choice(["pipe", "table", "re"]))
    else:
        n.line("Name: {nm}", nm=name(c.pt, "PATIENT", rng, rng.choice(["full", "first", "title_full"])))
        n.line("Plan agreed: {d}", d=c.date(rng, c.clinic_date))
    n.line("Physiotherapist: {p}  Tel: {ph}", p=doc(physio, rng, rng.choice(["full_creds", "full", "first"])), ph=("PHONE", physio.phone))
    if rng.random() < 0.4:
        n.line("Sessions: {a}, {b}, {cc}", a=c.short(rng, c.clinic_date), b=c.short(rng, c.after(14)), cc=c.short(rng, c.after(28)))
    n.t("\n")
    n.t("Where you are now (baseline):\n")
    fl = CL.function_lines(rng, 2)
    bullets(n, fl)
    n.t("- Resting HR %d bpm; upper HR limit for activity %d bpm (monitor alert set).\n" % (
        rng.randint(60, 86), rng.choice([100, 105, 110, 115, 120])))
    if rng.random() < 0.55:
        n.f("- HR monitor: {dev}, serial {s}\n", dev=rng.choice(["Polar H10", "Garmin HRM-Pro", "Wahoo TICKR", "Polar Verity Sense"]),
            s=("DEVICE", phi.device_serial(rng)))
    n.t("\nPhases:\n")
    for i, (t, d) in enumerate(CL.PACING_PHASES):
        n.t("%d. %s - %s\n" % (i + 1, t, d))
    n.t("\nTips:\n")
    bullets(n, CL.pacing_tips(rng, rng.randint(3, 6)))
    if rng.random() < 0.7:
        n.t("\nWeekly template (adjust on bad days):\n")
        acts = ["rest day", "short walk 5 min", "shower (seated)", "online work 2 x 30 min", "stretches (lying) 10 min",
                "appointment only", "batch cook 20 min sitting", "social call 20 min", "school run", "quiet day"]
        start = rng.randint(0, 6)
        for i in range(rng.choice([5, 7])):
            wd = WEEK[(start + i) % 7]
            n.add(("DATE", wd if rng.random() < 0.6 else wd[:3]))
            n.t(": " + ", ".join(CL.pick(rng, acts, rng.randint(1, 2))) + "\n")
    n.t("\nGoals (SMART):\n")
    goals = [
        ["Walk to the post box and back 3 times a week without PEM by ", c.date(rng, c.after(rng.randint(40, 90))), "."],
        ["Sit through ", name(c.child, "FAMILY", rng, "first"), "'s school concert on ", c.short(rng, c.after(rng.randint(20, 80))), "."],
        ["Return to ", ("ORGANIZATION", c.employer), " for 2 x 2 h shifts per week."],
        ["Attend ", c.his, " ", c.parent_rel, "'s birthday meal for 1 hour (turning ", ("AGE", str(rng.randint(60, 95))), ")."],
        ["Shower standing for 5 minutes with no symptom increase."],
        ["Drive to ", ("CITY", c.addr.city), " town centre (15 min) twice a week."],
    ]
    for g in CL.pick(rng, goals, rng.randint(2, 4)):
        n.t("- ").add(g).t("\n")
    n.t("\nFlare plan: reduce everything by half for 48-72 h; lie down; fluids + salt; contact us if not settling after a week.\n")
    if rng.random() < 0.4:
        n.f("Pacing group: every {w} {tm} online, link {u}\n", w=("DATE", rng.choice(WEEK[:5])), tm=_time(rng), u=("URL", phi.url(rng, path="/video/pacing-group")))
    if rng.random() < 0.35:
        n.t(rng.choice(CL.HARD_NEG_LINES) + "\n")
    n.t("\n")
    n.add(doc(physio, rng, rng.choice(["full_creds", "full"])))
    n.t("\n" + physio.role + "\n")
    if rng.random() < 0.5:
        n.f("{lab} {v}\n", lab=physio.lic_label, v=("LICENSE", physio.lic))
    n.f("Review: {d}\n", d=c.date(rng, c.after(rng.randint(21, 56))))
    audit_footer(n, rng, c, physio)
