"""Genres: telephone consultation, STI result & partner notification record,
injectable (DMPA) administration record, online e-consultation form."""
import clin
import common as cm
import ids
import pools_places as pp
from common import D, pname, sname, natid, addr, fam, famname
from genres_a import age, gpline, pat_block
from pools_places import pick

TEL_REASONS = [
    ("irregular bleeding on implant", "COC for 3 months alongside implant, if no contraindications", "coc"),
    ("missed pills - 2 COC pills missed in week 2", "continue pack, no EC needed, omit pill-free interval if in week 3", ""),
    ("possible lost IUD threads", "use condoms, urgent USS booked", ""),
    ("repeat POP request", "3 further packs issued; BP from pharmacy normal", "pop"),
    ("side effects on DMPA - weight gain, low mood", "discussed switch to implant; booked", ""),
    ("wants implant removed - planning pregnancy", "removal appt booked; folic acid 400 mcg advised", "folic acid 400 mcg OD"),
    ("pain since IUS fitting 5 days ago", "no fever; advised analgesia; face-to-face review if worse", "ibuprofen 400 mg TDS"),
    ("query drug interaction - started carbamazepine", "advised Cu-IUD, LNG-IUD or DMPA; condoms meanwhile", ""),
    ("heavy bleeding with Cu-IUD", "trial of NSAID; consider LNG-IUD", "tranexamic acid 1 g TDS"),
    ("wants to start the pill", "VTE/BP history taken; quick start from today", "coc"),
]


def telephone(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    cl = ctx["nurse"] if rng.random() < 0.6 else ctx["doc"]
    d.t(pick(rng, ["TELEPHONE CONSULTATION\n", "Telephone consultation note\n", "PHONE CONSULT - SRH\n"]))
    d.w("{} | {} {} | Duration {} min | Clinician: {}\n", (ctx["clinic"], "HOSPITAL"), D(ctx, v), clin.time(rng),
        str(4 + rng.randrange(20)), sname(cl, pick(rng, ["titlefull", "full"])))
    d.w("Call type: {}\n", pick(rng, ["booked callback", "triage callback", "inbound - advice line",
                                      "results callback"]))
    d.w("Number called: {}   ", (ctx["mobile"], "PHONE"))
    mum = None
    if ctx["age"] < 18 and rng.random() < 0.5:
        mum = fam(rng, ctx, "F")
        d.w("Answered by: mother {}; patient then came to phone\n", famname(mum, pick(rng, ["full", "first"])))
    else:
        d.t("Answered by: patient\n")
    d.w("ID verified: name, DOB {} and first line of address ({}) confirmed", D(ctx, ctx["dob"]),
        (ctx["home"]["street"], "STREET"))
    if rng.random() < 0.45:
        d.w("; voice-print match ref {}", (ids.bioid(rng), "BIOID"))
    d.t(". Able to talk privately: yes.\n")
    pat_block(d, ctx, rng)
    reason, plan, rx = pick(rng, TEL_REASONS)
    since = cm.add_days(v, -(30 + rng.randrange(700)))
    d.w("\nS: {}. Current method since {}. LMP {}. {}\n", reason, D(ctx, since),
        D(ctx, cm.add_days(v, -(3 + rng.randrange(25)))),
        pick(rng, ["No UPSI concerns.", "UPSI 2 days ago - discussed EC.", "Condoms with new partner.",
                   "Partner " + pick(rng, ["aware", "supportive"]) + "."]))
    if rng.random() < 0.2:
        hol = pick(rng, ["Christmas", "Easter", "Boxing Day", "New Year's Eve", "Eid", "Diwali",
                         {"UK": "Bonfire Night", "IE": "St Patrick's Day", "AU": "Australia Day",
                          "NZ": "Waitangi Day", "CA": "Canada Day", "US": "Thanksgiving"}[c]])
        d.w("Missed 2 pills over {}.\n", (hol, "DATE"))
    d.w("PMH: {}. Meds: {}. Allergies: {}.\n", pick(rng, clin.PMH), pick(rng, ["nil", "sertraline", "levothyroxine",
                                                                             "salbutamol"]), pick(rng, clin.ALLERGY))
    if rng.random() < 0.5:
        d.w("Social: works as {} - {}.\n", (ctx["job"], "PROFESSION"),
            pick(rng, ["shift work", "can only do early appts", "away for work next week", "on maternity leave"]))
    if rng.random() < 0.25:
        d.w("Travelling to {} from {} for {} weeks - needs supply before then.\n",
            (pick(rng, pp.TRAVEL), "COUNTRY"), D(ctx, cm.add_days(v, 10 + rng.randrange(30))),
            str(2 + rng.randrange(10)))
    d.w("A/P: {}.\n", plan)
    if rx:
        d.w("Rx: {} sent electronically to {}, {} ({}).\n", clin.meth(rng, c, rx) if rx in ("coc", "pop") else rx,
            (ctx["pharmacy"], "HOSPITAL"), (ctx["home"]["town"], "CITY"),
            pick(rng, ["EPS", "eScript token", "fax", "e-prescription"]))
    if rng.random() < 0.5:
        d.w("Appointment booked: {} {} with {} (room {}).\n", D(ctx, cm.add_days(v, 3 + rng.randrange(14))),
            pick(rng, ["09:20", "11:40", "15:00"]), sname(ctx["doc"], "title"),
            (pick(rng, ["2", "4", "6", "11"]), "LOCATION_OTHER"))
    d.t("Safety-netting: " + pick(rng, ["call back or attend ED if severe pain, fever or heavy bleeding.",
                                        "111 / out-of-hours if symptoms worsen.",
                                        "seek urgent review if pregnancy test positive or pelvic pain."]) + "\n")
    if mum:
        d.w("Mother ({}) aware of appt only, not of clinical details - YP request.\n", famname(mum, "first"))
    d.w("{} - {} - ext {}\n", sname(cl, "init"), cl["role"], (cl["ext"], "PHONE"))


INFECTIONS = [("Chlamydia trachomatis", "doxycycline 100 mg BD for 7 days"),
              ("Neisseria gonorrhoeae", "ceftriaxone 1 g IM stat"),
              ("Trichomonas vaginalis", "metronidazole 400 mg BD for 7 days"),
              ("Mycoplasma genitalium (macrolide resistance detected)", "doxycycline then moxifloxacin"),
              ("early syphilis (TPPA pos, RPR 1:32)", "benzathine penicillin 2.4 MU IM")]


def partner_notif(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    ha = ctx["nurse"]
    d.t(pick(rng, ["STI RESULT & PARTNER NOTIFICATION RECORD\n", "Partner notification (PN) record\n",
                   "CONTACT TRACING - HEALTH ADVISER NOTES\n"]))
    d.w("{}  |  Health adviser: {}\n", (ctx["clinic"], "HOSPITAL"), sname(ha, "full"))
    d.w("Index patient: {}   DOB {}   Age {}   Clinic no {}\n", pname(ctx, pick(rng, ["full", "LAST"])),
        D(ctx, ctx["dob"]), age(ctx), (ctx["mrn"], "MRN"))
    d.w("Mobile {}  |  Email {}\n", (ctx["mobile"], "PHONE"), (ctx["pemail"], "EMAIL"))
    td = cm.add_days(v, -(6 + rng.randrange(8)))
    inf, rx = pick(rng, INFECTIONS)
    d.w("Tests {}: NAAT {} (lab {}); HIV Ag/Ab neg; syphilis EIA {}; hep B sAg neg.\n", D(ctx, td),
        pick(rng, ["VVS", "FVU", "pharyngeal + rectal + VVS", "urine"]), (ids.lab_no(rng, td.year), "IDNUM"),
        "pos" if "syphilis" in inf else "neg")
    d.w("Result: {} POSITIVE. Given {} by phone to {} (ID checked).\n", inf, D(ctx, cm.add_days(td, 5)),
        (ctx["mobile"], "PHONE"))
    d.w("Treatment: {} - given {} by {}.\n", rx, D(ctx, v), sname(ctx["doc"], "title"))
    lb = cm.add_days(td, -pick(rng, [28, 90, 180]))
    d.w("Look-back period: {} to {}.\n\nContacts:\n", D(ctx, lb), D(ctx, td))
    n = 1 + rng.randrange(3)
    done = 0
    for i in range(n):
        p = cm.pn.person(rng, c, "M" if ctx["pat"]["sex"] == "F" or rng.random() < 0.3 else "F")
        kind = pick(rng, ["regular", "casual", "ex-partner", "one-off"])
        d.w("{}. ", str(i + 1))
        if kind in ("regular", "ex-partner"):
            d.w("{}, {}, {}, {} - patient referral; ", (p["first"] + " " + p["last"], "FAMILY"),
                (str(18 + rng.randrange(25)), "AGE"), "regular partner" if kind == "regular" else kind,
                (ids.mobile(rng, c, ctx["home"]["area"]), "PHONE"))
            if rng.random() < 0.6:
                d.w("attended {} on {} - treated (verified).\n", (pp.clinic_name(rng, c), "HOSPITAL"),
                    D(ctx, cm.add_days(v, 2 + rng.randrange(8))))
                done += 1
            else:
                d.t("not yet verified - HA to follow up in 2 weeks.\n")
        else:
            if rng.random() < 0.3:
                d.w("'{}', {} contact, met while travelling in {} ({}); ", (p["first"], "FAMILY"), kind,
                    (pick(rng, pp.TRAVEL), "COUNTRY"), (cm.fmt_month(cm.add_days(lb, 20)), "DATE"))
            else:
                d.w("'{}', {} contact, met at {} on {}; ", (p["first"], "FAMILY"), kind,
                    (pp.venue_name(rng), "LOCATION_OTHER"), D(ctx, cm.add_days(lb, 10 + rng.randrange(40))))
            if rng.random() < 0.5:
                d.w("contact slip code {} issued (provider referral via app profile {}).\n",
                    (ids.case_ref(rng, v.year), "IDNUM"), (ids.username(rng, p["first"], p["last"]), "USERNAME"))
            else:
                d.t("no contact details - unable to notify.\n")
    d.w("\nOutcome: {}/{} contacts verified treated. ", str(done), str(n))
    d.w("Retest in 3 months ({}). {}\n", (cm.fmt_month(cm.add_days(v, 90)), "DATE"),
        pick(rng, ["Abstain 7 days post treatment and until partner treated.",
                   "TOC not routinely needed.", "TOC 2 weeks (pharyngeal GC)."]))
    if rng.random() < 0.4:
        d.w("Contraception: on {} - no change.\n", clin.any_method(rng, c))
    d.w("HA: {}  {}\n", sname(ha, pick(rng, ["full", "init"])), D(ctx, v))


def dmpa(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    d.t(pick(rng, ["INJECTABLE CONTRACEPTION RECORD (DMPA)\n", "Depo administration record\n",
                   "DMPA INJECTION CHART\n"]))
    d.w("{}\n", (ctx["clinic"], "HOSPITAL"))
    pat_block(d, ctx, rng)
    if rng.random() < 0.5:
        d.w("Address: {}\n", addr(ctx["home"], c))
    n = 3 + rng.randrange(4)
    start = cm.add_days(v, -84 * (n - 1) - rng.randrange(10))
    d.w("Started DMPA {} (age {}). Reason: {}. {}\n", D(ctx, start),
        (str(cm.age_on(ctx["dob"], start)), "AGE"),
        pick(rng, ["forgets pills", "HMB", "endometriosis", "patient preference", "epilepsy - enzyme inducer"]),
        pick(rng, ["Bone health discussed; review every 2 years.", "Risk factors for osteoporosis: none.",
                   "Smoker - BMD risk discussed."]))
    staff = [ctx["nurse"], ctx["doc"], cm.make_staff(rng, c, "nurse", ctx["cplace"])]
    d.t("\nNo | Date given   | Product                     | Batch     | Site     | By | Next due window\n")
    cur = start
    late_note = None
    for i in range(n):
        prod = pick(rng, clin.DMPA[c])
        s = pick(rng, staff)
        site = "abdo SC" if "104" in prod else pick(rng, ["L glut", "R glut", "L deltoid", "R deltoid"])
        d.w("{}  | {} | {} | {} | {} | {} | {} to {}\n", str(i + 1), D(ctx, cur, "num"), prod.ljust(27)[:27],
            (ids.batch(rng), "IDNUM"), site.ljust(8), sname(s, "initials"),
            D(ctx, cm.add_days(cur, 77), "num"), D(ctx, cm.add_days(cur, 91 if "104" not in prod else 98), "num"))
        gap = 84 + rng.randrange(-5, 8)
        if i < n - 1 and rng.random() < 0.2:
            gap = 100 + rng.randrange(6)
            late_note = cm.add_days(cur, gap)
        cur = cm.add_days(cur, gap)
    if late_note:
        d.w("\nLate injection {} (14+ weeks): UPSI since due date - none reported; hCG neg; repeat PT in 3 weeks.\n",
            D(ctx, late_note))
    if rng.random() < 0.5:
        d.w("Self-injection (Sayana Press) trained {} by {}; 2 kits supplied; SMS reminder to {}.\n",
            D(ctx, cm.add_days(v, -rng.randrange(30))), sname(ctx["nurse"], "full"), (ctx["mobile"], "PHONE"))
    d.w("Weight today {} kg; BP {}/{}. {}\n", str(50 + rng.randrange(60)), str(100 + rng.randrange(35)),
        str(60 + rng.randrange(25)), pick(rng, ["Amenorrhoeic - happy.", "Spotting - declined COC add-back.",
                                                "Discussed delay in return of fertility (up to 1 year)."]))
    s = ctx["nurse"]
    d.w("Administered by: {} ({})", sname(s, "full"), s["role"])
    if rng.random() < 0.6:
        d.w(" - e-signed via fingerprint reader, template {}", (ids.bioid(rng), "BIOID"))
    d.t("\n")
    d.w("Initials key: {} = {}; {} = {}; {} = {}\n", sname(staff[0], "initials"), sname(staff[0], "full"),
        sname(staff[1], "initials"), sname(staff[1], "full"), sname(staff[2], "initials"), sname(staff[2], "full"))


def econsult(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    cl = ctx["doc"] if rng.random() < 0.5 else ctx["nurse"]
    d.t(pick(rng, ["ONLINE CONTRACEPTION REQUEST\n", "E-consultation: contraception\n",
                   "WEB FORM SUBMISSION - Pill / contraception\n"]))
    sub = pick(rng, ["WEB-%s-%s" % (v.year, ids.digits(rng, 6)), "EC%s" % ids.digits(rng, 8),
                     "%s-%s" % (ids.letters(rng, 3), ids.digits(rng, 7))])
    d.w("Portal: {}   Submission ID {}\n", (ctx["curl"], "URL"), (sub, "IDNUM"))
    d.w("Received {} {}  from IP {}  (user agent: Mobile Safari)\n", D(ctx, v), pick(rng, ["22:41", "23:58", "07:12",
                                                                                          "13:05", "01:17"]),
        (ids.ip_private(rng), "IPADDR"))
    p = ctx["pat"]
    d.w("Account username: {}   Identity check: {}", (ids.username(rng, p["first"], p["last"]), "USERNAME"),
        pick(rng, ["passed", "passed (photo ID + selfie)", "passed"]))
    if rng.random() < 0.7:
        d.w(" - face-match ref {}", (ids.bioid(rng), "BIOID"))
    d.t("\n\n")
    d.w("Q1 Full name: {}\n", pname(ctx, pick(rng, ["full", "mid"])))
    d.w("Q2 Date of birth: {}\n", D(ctx, ctx["dob"], "num"))
    d.w("Q3 Address: {}\n", addr(ctx["home"], c))
    d.w("Q4 Mobile: {}   Email: {}\n", (ctx["mobile"], "PHONE"), (ctx["pemail"], "EMAIL"))
    d.w("Q5 Registered practice: {}\n", (ctx["practice"], "HOSPITAL"))
    want = pick(rng, ["repeat of my pill", "to start the pill", "the mini pill", "info about the coil", "the implant"])
    d.w("Q6 What are you requesting? {}\n", want)
    bpd = cm.add_days(v, -rng.randrange(20))
    d.w("Q7 Blood pressure: {}/{} measured {} at {}\n", str(100 + rng.randrange(40)), str(60 + rng.randrange(28)),
        D(ctx, bpd), (ctx["pharmacy"], "HOSPITAL"))
    d.w("Q8 Height {} cm, weight {} kg\nQ9 Smoking: {}\nQ10 Migraine with aura: {}\n", str(150 + rng.randrange(35)),
        str(48 + rng.randrange(60)), pick(rng, ["no", "yes 5 a day", "vape only"]), pick(rng, ["no", "no", "yes"]))
    if rng.random() < 0.35:
        d.w("Q10b Travel abroad in next 3 months: yes - {}, {}\n", (pick(rng, pp.TRAVEL), "COUNTRY"),
            (cm.fmt_month(cm.add_days(v, 30 + rng.randrange(50))), "DATE"))
    d.w("Q11 Medicines: {}\n", pick(rng, ["none", "inhaler", "sertraline", "none", "st johns wort"]))
    d.t("Q12 Anything else? \"")
    d.raw(pick(rng, ["i work nights as a ", "im a ", "my job is ", "i am working as a "]))
    d.p(ctx["job"], "PROFESSION")
    d.raw(pick(rng, [" at ", " for "]))
    d.p(ctx["employer"], "ORGANIZATION")
    d.raw(pick(rng, [" so i cant get to clinic in opening hours", " and keep forgeting to take it",
                     " and cant get a gp appt", " and i'm moving to "]))
    if d.parts[-1].endswith("to "):
        towns = [cm.make_place(rng, c)["town"] for _ in range(3)]
        d.p([x for x in towns if x != ctx["home"]["town"]][0] if any(x != ctx["home"]["town"] for x in towns)
            else towns[0], "CITY")
        d.raw(" next month")
    d.raw(". my last period was " + pick(rng, ["about 2 weeks ago", "on the "]))
    if d.parts[-1].endswith("the "):
        d.p(str(1 + rng.randrange(28)) + pick(rng, ["th", "th"]), "DATE")
    d.raw("\"\n\n")
    d.w("Clinician review: {} on {}\n", sname(cl, "titlefull"), D(ctx, cm.add_days(v, 1 + rng.randrange(2))))
    d.w("{} criteria checked ({}); ", ctx["mec"], pick(rng, clin.GUIDE[c]))
    out = rng.randrange(3)
    if out == 0:
        d.w("approved {} x 6 months - e-prescription to {}.\n", clin.meth(rng, c, "pop"), (ctx["pharmacy"], "HOSPITAL"))
    elif out == 1:
        d.w("approved {} x 3 months; BP recheck before further supply - sent to {}.\n", clin.meth(rng, c, "coc"),
            (ctx["pharmacy"], "HOSPITAL"))
    else:
        d.w("not suitable for online supply - invited to clinic {} (LARC discussion).\n",
            D(ctx, cm.add_days(v, 7 + rng.randrange(10))))
    d.w("Message sent to patient via portal; copy to {}.\n", (ctx["pemail"], "EMAIL"))
    d.w("Case closed by {} {}\n", (cl["user"], "USERNAME"), D(ctx, cm.add_days(v, 2)))
