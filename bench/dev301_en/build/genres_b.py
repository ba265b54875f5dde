"""Genres: HF nurse home visit, diuretic titration phone log, telemonitoring alert."""
from core import P, add_days
import clin
import blocks


def _t(r, lo=8, hi=17):
    return "%02d:%02d" % (r.randint(lo, hi), r.randint(0, 59))


def hf_nurse_home_visit(w, ctx):
    r = ctx.r
    rel = ctx.spouse_rel()
    sp = ctx.fam(rel)
    kg = clin.weight_kg(ctx)
    gain = round(r.uniform(-1.5, 3.2), 1)
    role = "hfsn"
    if r.random() < 0.5:
        w.ln(r.choice(["HEART FAILURE SPECIALIST NURSE - HOME VISIT", "Community Heart Failure Team: Domiciliary Visit",
                       "HF Nurse Home Visit Record", "HEART FUNCTION HOME VISIT NOTE"]))
        blocks.pt_header(w, ctx, ["name", "dob", "mrn"] + (["nhs"] if ctx.c == "UK" else []) + ["phone"], layout=r.choice(["lines", "pipe"]))
        w.ln("Address visited: {a}", a=ctx.addr())
        if r.random() < 0.4:
            w.ln("Access: {x}", x=r.choice(["ring bell, side door", "key safe (code held by team)", "lift to 3rd floor, flat on left",
                                            ["park by ", P("LOCATION_OTHER", r.choice(["Pellow Bridge", "the clock tower", "Beacon Park gates", "the old mill"])), " - no parking outside"]]))
        w.ln("Visit: {d} {t}  Visit no. {v}", d=ctx.D(ctx.today, r.choice(["wk", "num", "med"])), t=_t(r), v=P("ACCOUNT", ctx.acct))
        w.add("Present: patient")
        if r.random() < 0.7:
            w.add(", ", rel, " ", ctx.nm(sp, r.choice(["first", "full"])))
        if r.random() < 0.3:
            w.add(", carer from ", P("ORGANIZATION", r.choice(["Bluebell Home Care", "Caremark Lodge Agency", "Helping Hands of " + ctx.town, "Kindred Care Services"])))
        w.add("\n\n")
        w.ln("S: {p} reports {a}. Sleeping on {pil} pillows; {pnd}. Appetite {ap}. Fluid intake approx {fl} L/day.",
             p=ctx.pt(), a=r.choice(["breathlessness walking to the bathroom", "feeling 'much the same'", "more tired over the last week",
                                     "swollen ankles by the evening", "a dry cough at night", "improved breathing since diuretic increase"]),
             pil=r.randint(2, 4), pnd=r.choice(["no PND", "one episode of PND", "PND twice this week"]),
             ap=r.choice(["reduced", "fair", "good"]), fl="%.1f" % r.uniform(1.0, 2.4))
        w.ln("Home weights: {a} -> {b} over {n} days (own scales).", a=clin.wt(ctx, kg), b=clin.wt(ctx, kg + gain), n=r.randint(3, 7))
        w.ln("Adherence: {x} {ph}.", x=r.choice(["uses dosette box filled by", "blister packs from", "collects from"]),
             ph=P("HOSPITAL", ctx.pharmacy))
        w.ln()
        w.ln("O: {o}. Weight today {wt}.", o=clin.obs(ctx), wt=clin.wt(ctx, kg + gain))
        for s in clin.hf_neg(ctx, r.randint(2, 4)):
            w.ln(s)
        w.ln("Bloods taken (specimen {s}). Last results {d}: {l}.", s=P("IDNUM", ctx.idnum("lab")),
             d=ctx.D(add_days(ctx.today, -r.randint(7, 30)), r.choice(["short", "num", "med"])), l=clin.labs(ctx))
        w.ln()
        cong = gain > 1.2
        w.ln("A: {a}", a=r.choice(["Mild fluid overload, NYHA III.", "Congested - weight up and oedema to knees."] if cong else
                                  ["Euvolaemic, stable NYHA II.", "Symptomatic hypotension on uptitration.", "Stable; ready for next GDMT step."]))
        w.add("P: ")
        plans = [["Furosemide increased to 80 mg OM for 3 days then back to 40 mg; recheck " + ctx.ue + " ", ctx.D(ctx.next_weekday(ctx.today, 3), r.choice(["wkshort", "short", "wk"])), "."],
                 ["Bisoprolol uptitrated to ", r.choice(["3.75 mg", "5 mg", "7.5 mg"]), " per protocol; HR/BP check in 2 weeks."],
                 ["Switch ramipril to sacubitril/valsartan 24/26 mg BD after 36 h washout - discussed with ", ctx.s("cardiologist", "tlast"), "."],
                 ["Referred to ", P("LOCATION_OTHER", ctx.venue), " phase III class."],
                 ["GP (", ctx.s("gp", "tlast"), ") informed re medication change by email to ", P("EMAIL", ctx.make_email(None, team="gp.admin")), "."],
                 ["Telemonitoring kit to be installed; scale SN ", P("DEVICE", ctx.device_sn("scale")), "."],
                 ["Next visit ", ctx.D(ctx.next_weekday(ctx.today, r.choice([7, 10, 14])), "wk"), " or sooner if weight up > 2 kg in 3 days."]]
        first = plans[0] if cong else plans[r.choice([1, 2])]
        rest = [p for p in plans[3:]]
        for p in [first] + r.sample(rest, r.randint(2, 4)):
            w.add("- ", p, "\n")
        w.ln("HF nurse line {ph} (office hours); out of hours {ooh}.", ph=P("PHONE", ctx.phone("land", ext=r.random() < 0.3)),
             ooh={"UK": "call 111", "IE": "call the GP out-of-hours service", "US": "call 911 if severe",
                  "AU": "call 000 in an emergency", "CA": "call 811 or 911"}[ctx.c])
        w.ln()
        ctx.sig(w, role)
    else:
        w.ln("{d} - HF nurse home visit", d=ctx.D(ctx.today, r.choice(["num", "med", "wk"])))
        w.add("Visited ", ctx.pt(r.choice(["tfull", "tlast"])), " (", ctx.age_ph("yo"), ") at home, ", P("STREET", ctx.street), ", ",
              P("CITY", ctx.town), ", ", r.choice(["with", "accompanied by"]), " ", rel, " ",
              ctx.nm(sp, "first"), ". ")
        w.add("Known ", clin.lvef(ctx), ", ", r.choice(["ischaemic", "non-ischaemic", "alcohol-related", "valvular"]), " cardiomyopathy, recent admission to ",
              P("HOSPITAL", ctx.ward), " at ", P("HOSPITAL", ctx.hosp), " ", ctx.D(add_days(ctx.today, -r.randint(8, 30)), r.choice(["dm", "short", "num"])),
              "-", ctx.D(add_days(ctx.today, -r.randint(2, 7)), r.choice(["dm", "short", "num"])), " with decompensated HF. ")
        w.add("Since discharge weight has gone from ", clin.wt(ctx, kg), " to ", clin.wt(ctx, kg + gain), ". ")
        w.add(" ".join(clin.hf_neg(ctx, 3)), " ")
        w.add(clin.obs(ctx), ". ")
        w.add(ctx.nm(sp, "first"), " ", r.choice(["is worried about managing the stairs", "has been doing the daily weights chart",
                                                  "asked about respite", "is a retired nurse and is monitoring fluid intake closely"]), ". ")
        w.add("Discussed sick-day rules (stop ", r.choice(["ramipril", "dapagliflozin", "spironolactone", "furosemide"]),
              " if vomiting/diarrhoea). ")
        w.add("Plan: ", r.choice(["increase furosemide to 60 mg OM", "add metolazone 2.5 mg once only"] if gain > 1.2 else
                                 ["continue current dose", "reduce furosemide to 20 mg OM as dry and dizzy"]), "; bloods ", ctx.D(ctx.next_weekday(ctx.today, r.randint(2, 5)), "wkshort"),
              "; review ", ctx.D(ctx.next_weekday(ctx.today, r.randint(6, 14)), r.choice(["wk", "dm"])), ". Patient has team number ",
              P("PHONE", ctx.phone("land")), ".\n")
        w.add(ctx.s(role, "full_cred"), " / ", ctx.staff(role)["role"], "\n")


def diuretic_titration_phone_log(w, ctx):
    r = ctx.r
    dry = clin.weight_kg(ctx)
    w.ln(r.choice(["DIURETIC TITRATION - TELEPHONE LOG", "Telephone Diuretic Titration Record",
                   "HF Team - Diuretic Titration (phone) Log", "DIURETIC DOSE ADJUSTMENT - CALL LOG"]))
    blocks.pt_header(w, ctx, ["name", "dob", "mrn", "phone"] + (["nhs"] if ctx.c == "UK" and r.random() < 0.5 else []),
                     layout=r.choice(["lines", "pipe", "inline"]))
    w.ln("Target (dry) weight: {w}   Baseline diuretic: {d}", w=clin.wt(ctx, dry), d=clin.loop_line(ctx, "40 mg"))
    w.ln("Authorised by: {d} ({r}) - titration per HF team protocol {p}", d=ctx.s("cardiologist", "tlast"), r=ctx.staff("cardiologist")["role"],
         p=r.choice(["v4.2", "HF-07", "(NMP)", "section 3b"]))
    if r.random() < 0.5:
        w.ln("Pharmacy: {p}, {ph}", p=P("HOSPITAL", ctx.pharmacy), ph=P("PHONE", ctx.phone("land")))
    w.ln()
    d = add_days(ctx.today, -r.randint(10, 20))
    tab = r.random() < 0.45
    sep = " | "
    if tab:
        w.ln(sep.join(["Date", "Time", "Contact", "Weight", "Symptoms", "Action", "By"]))
    callers = ["pt", "pt", [ctx.spouse_rel(), " ", ctx.nm(ctx.fam(ctx.spouse_rel()), "first")], ["daughter ", ctx.nm(ctx.fam("daughter"), "first")]]
    cur = dry + r.uniform(1.0, 3.0)
    roles = ["hfsn", "hfsn", "crn", "pharmacist"]
    n = r.randint(4, 7)
    for i in range(n):
        d = add_days(d, r.randint(1, 4))
        delta = r.uniform(-1.2, 0.6) if i else 0
        cur = cur + delta
        caller = r.choice(callers)
        role = r.choice(roles)
        sx = r.choice(["ankles improved", "SOB on stairs unchanged", "passing more urine", "dizzy on standing", "cramps at night",
                       "no orthopnoea", "thirsty", "feels well", "abdo bloating"])
        act = r.choice([["furosemide increased to 80 mg OM x 3 days"], ["furosemide back to 40 mg OM"],
                        ["bumetanide 1 mg -> 2 mg OM; " + ctx.ue + " ", ctx.D(ctx.next_weekday(d, 3), "wkshort")],
                        ["no change; continue daily weights"], ["metolazone 2.5 mg single dose - K and creat check in 48 h"],
                        ["spironolactone held (K 5.7); repeat bloods ", ctx.D(ctx.next_weekday(d, 2), "short")],
                        [ctx.ue + " result: ", clin.labs(ctx), " - acceptable"],
                        ["advised to phone ", P("PHONE", ctx.phone("land")), " if weight rises further"]])
        if tab:
            w.ln(sep.join(["{d}", "{t}", "{c}", "{w}", "{s}", "{a}", "{b}"]), d=ctx.D(d, r.choice(["short", "num", "wkshort"])), t=_t(r),
                 c=caller, w=clin.wt(ctx, cur), s=sx, a=act, b=blocks.initials(ctx, role))
        else:
            w.add(ctx.D(d, r.choice(["num", "wk", "med", "wkshort"])), " ", _t(r), " - ")
            w.add(r.choice(["Call to ", "Call from ", "Returned call to "]), caller if caller != "pt" else ctx.pt("tlast"))
            if r.random() < 0.3:
                w.add(" on ", P("PHONE", ctx.mob_phone))
            w.add(". Weight ", clin.wt(ctx, cur), " (", "%+.1f" % (cur - dry), " kg vs dry). ", sx.capitalize(), ". Plan: ", act, ". ")
            w.add(r.choice(["-- ", "Signed ", "/"]), blocks.initials(ctx, role) if r.random() < 0.6 else ctx.s(role, r.choice(["full", "ilast"])), "\n")
    w.ln()
    if r.random() < 0.6:
        x = "at target" if cur - dry < 0.6 else ("%.1f kg above target" % (cur - dry) if cur - dry < 1.8 else "still congested - for clinic review")
        w.ln("Summary: weight now {w}, {x}. Letter to {g} ({p}).", w=clin.wt(ctx, cur), x=x,
             g=ctx.s("gp", "tlast"), p=P("HOSPITAL", ctx.gp_practice))
    w.ln("Next planned call: {d}", d=ctx.D(ctx.next_weekday(d, r.randint(2, 7)), r.choice(["wk", "dm", "num"])))


def telemonitoring_alert(w, ctx):
    if ctx.r.random() < 0.35:
        return _tele_narrative(w, ctx)
    return _tele_form(w, ctx)


def _tele_narrative(w, ctx):
    r = ctx.r
    kg = clin.weight_kg(ctx)
    gain = round(r.uniform(1.1, 3.4), 1)
    w.ln("{d} {t} - Telemonitoring triage ({lvl} alert {a})", d=ctx.D(ctx.today, r.choice(["num", "wk", "med"])), t=_t(r, 7, 10),
         lvl=r.choice(["RED", "AMBER"]), a=P("IDNUM", ctx.idnum("alert")))
    w.ln()
    w.add(ctx.pt(r.choice(["tfull", "lastfirst", "tlast"])), " (", ctx.age_ph(r.choice(["sex", "yo", "yo_tight"])), "), ", ctx.mrn_label(), P("MRN", ctx.mrn),
          ". Known ", clin.lvef(ctx), ", NYHA ", r.choice(clin.NYHA), ". ")
    w.add("Weight ", clin.wt(ctx, kg), " -> ", clin.wt(ctx, kg + gain), " over ", str(r.randint(2, 4)), " days on home scales (SN ",
          P("DEVICE", ctx.device_sn("scale")), "); last upload ", _t(r, 6, 8), " from hub ", P("DEVICE", ctx.device_sn("hub")), ".\n")
    w.add("Called ", r.choice(["home", "mobile"]), " ", P("PHONE", ctx.mob_phone), ". ")
    k = r.random()
    if k < 0.4:
        w.add("Reports ", r.choice(["ankles up like balloons", "needing 3 pillows again", "waking breathless at 3 am", "belt feels tight"]),
              ". ", " ".join(clin.hf_neg(ctx, 1)), " ")
    elif k < 0.7:
        rel = ctx.spouse_rel()
        w.add("No answer; ", rel, " ", ctx.nm(ctx.fam(rel), "first"), " rang back from ", P("PHONE", ctx.phone("mob")),
              " - patient was at ", r.choice([["the ", P("LOCATION_OTHER", ctx.venue)], ["church at ", P("ORGANIZATION", ctx.club)], "a hospital appointment"]), ". ")
    else:
        w.add("Well. Admits ", r.choice(["Chinese takeaway", "fish and chips", "a barbecue", "a family party"]),
              [" over ", ctx.holiday()] if r.random() < 0.4 else " at the weekend", ". ")
    w.add("\nPlan: ", r.choice(["extra furosemide 40 mg today and tomorrow, repeat weight in 48 h",
                                 "same-day HF clinic slot 14:00", "home visit tomorrow + bloods",
                                 "no change; continue daily weights"]), ". ")
    if r.random() < 0.5:
        w.add("Portal user ", P("USERNAME", ctx.username), " reminded to complete the symptom questions. ")
    if r.random() < 0.3:
        w.add("Hub re-registered (new IP ", P("IPADDR", ctx.ip()), "). ")
    w.add("\n")
    w.add(ctx.s("hfsn", r.choice(["full_cred", "full", "ilast"])), " / ", ctx.staff("hfsn")["role"], "\n")


def _tele_form(w, ctx):
    r = ctx.r
    kg = clin.weight_kg(ctx)
    sys = r.choice(["TeleHF v3.2", "HomeHeart Connect", "CardioWatch remote platform", "HF TeleCare 2.0"])
    w.ln(r.choice(["TELEMONITORING ALERT RECORD", "Remote Monitoring - Alert Triage", "TELEHEALTH ALERT", "Telemonitoring Red Alert Log"]))
    w.ln("System: {s}   Alert ref: {a}", s=sys, a=P("IDNUM", ctx.idnum("alert")))
    w.ln("Patient: {n}   {ml}{m}", n=ctx.nm(ctx.pat, r.choice(["lastfirst", "full", "caps"])), ml=ctx.mrn_label(), m=P("MRN", ctx.mrn))
    if r.random() < 0.5:
        w.ln("DOB {d} ({a})", d=ctx.D(ctx.dob, r.choice(["num", "iso"])), a=ctx.age_ph(r.choice(["yo", "y/o"])))
    w.ln("Portal login: {u}", u=P("USERNAME", ctx.username))
    w.ln("Hub serial: {h}   Hub IP: {ip}   Last sync {d} {t}", h=P("DEVICE", ctx.device_sn("hub")), ip=P("IPADDR", ctx.ip()),
         d=ctx.D(ctx.today, r.choice(["short", "num", "iso"])), t=_t(r, 5, 9))
    w.ln("Peripherals: {k} SN {s}; {k2} SN {s2}", k=r.choice(clin.TELE_KIT[:2] + clin.TELE_KIT[3:4]), s=P("DEVICE", ctx.device_sn("scale")),
         k2=r.choice(clin.TELE_KIT[1:3] + clin.TELE_KIT[4:5]), s2=P("DEVICE", ctx.device_sn("other")))
    if r.random() < 0.7:
        bl, bv = ctx.bioid()
        w.ln("User verification: {b} {i}", b=bl, i=P("BIOID", bv))
    w.ln()
    alert = r.choice(["RED: weight +%.1f kg in 72 h" % r.uniform(2.0, 3.5), "AMBER: weight +%.1f kg in 48 h" % r.uniform(1.0, 2.0),
                      "RED: SpO2 %d%% x 2 readings" % r.randint(84, 89), "AMBER: HR %d bpm resting" % r.randint(105, 128),
                      "RED: SBP %d mmHg" % r.randint(78, 88), "AMBER: symptom score 3/5 (more breathless)", "AMBER: no readings 3 days"])
    w.ln("Alert: {a} - generated {d} {t}", a=alert, d=ctx.D(ctx.today, r.choice(["num", "med", "wk"])), t=_t(r, 6, 10))
    w.ln()
    sep = r.choice([" | ", "  "])
    w.ln(sep.join(["Date", "Weight", "BP", "HR", "SpO2", "Sx score"]))
    d = add_days(ctx.today, -r.randint(4, 6))
    cur = kg
    while d <= ctx.today:
        cur += r.uniform(-0.3, 0.9)
        w.ln(sep.join(["{d}", "{w}", "{b}", "{h}", "{s}", "{x}"]), d=ctx.D(d, r.choice(["short", "wkshort"]) if r.random() < 0.8 else "num"),
             w=clin.wt(ctx, cur), b="%d/%d" % (r.randint(90, 150), r.randint(55, 90)), h=str(r.randint(55, 110)), s="%d%%" % r.randint(88, 99),
             x="%d/5" % r.randint(0, 4))
        d = add_days(d, 1)
    w.ln()
    w.add("Triage: ")
    w.add("Phoned ", ctx.pt(r.choice(["tlast", "first"])), " on ", P("PHONE", ctx.mob_phone if r.random() < 0.6 else ctx.home_phone), " at ", _t(r, 9, 10), ". ")
    w.add(r.choice(["Confirms ankles more swollen and breathless lying flat. ", "Feels well; had a salty takeaway at the weekend. ",
                    "Scale was moved onto carpet - reweighed on hard floor, reading correct. ",
                    "Says tablets ran out 2 days ago. "]))
    if r.random() < 0.5:
        rel = ctx.spouse_rel()
        w.add("Spoke with ", rel, " ", ctx.nm(ctx.fam(rel), "first"), " who ", r.choice(["confirms weight gain", "will bring patient to clinic", "reports good fluid restriction"]), ". ")
    w.add(r.choice(["Action: furosemide 40 mg extra dose today; recheck weight tomorrow. ",
                    "Action: same-day review in HF clinic. ", "Action: advised 999/ED if chest pain or severe SOB; HF nurse visit tomorrow. ",
                    "Action: none required - false alert. ", "Action: bloods today; clinician review. "]))
    w.add("\n")
    if r.random() < 0.5:
        w.ln("Escalated to {d} at {t}; agreed plan.", d=ctx.s(r.choice(["cardiologist", "registrar"]), "tlast"), t=_t(r, 11, 13))
    if r.random() < 0.4:
        kid = r.choice(["son", "daughter"])
        w.ln("Tech note: hub offline {a}-{b}; router reset by {rel} {n}. New IP {ip}.", a=ctx.D(add_days(ctx.today, -3), "short"),
             b=ctx.D(add_days(ctx.today, -2), "short"), rel=kid, n=ctx.nm(ctx.fam(kid), "first"),
             ip=P("IPADDR", ctx.ip()))
    if r.random() < 0.3:
        w.ln("Patient education link resent: {u}", u=P("URL", ctx.url()))
    w.ln("Closed by {n} {d} {t}", n=ctx.s("hfsn", r.choice(["full", "full_cred", "ilast"])), d=ctx.D(ctx.today, "num"), t=_t(r, 14, 17))
