"""Genres: haemoglobinopathy clinic letter; newborn screening follow-up letter."""

from core import Note, P, pick, chance, join
import phi
import pools
import common as cm


def _recipient(n, c, gp):
    rng = c.rng
    a = phi.Address(rng, c.country, c.addr.region if c.country in ("US", "CA", "AU") else None)
    a.city = c.addr.city if chance(rng, 0.6) else a.city
    n.ln("{g}", g=gp.t_full(rng, c.country, dr=True) if chance(rng, 0.7) else gp.full())
    n.ln("{p}", p=c.gp_practice)
    n.ln("{a}", a=a.lines(rng))


def _complications(c):
    rng = c.rng
    yr = lambda lo, hi: c.date(c.before(lo, hi), ["y", "y", "my", "mys"])
    out = []
    if c.group == "scd":
        pool = [
            lambda: ["Acute chest syndrome x%d (last " % rng.randint(1, 4), yr(200, 2000), ")"],
            lambda: ["Splenic sequestration aged ", P("AGE", str(rng.randint(1, 4))), ", splenectomy ", yr(400, 3000)],
            lambda: ["Laparoscopic cholecystectomy ", yr(300, 2500)],
            lambda: ["Avascular necrosis %s femoral head (MRI " % pick(rng, ["left", "right", "bilateral"]), yr(100, 900), ")"],
            lambda: ["Priapism - stuttering, last episode ", c.date(c.before(20, 300), ["my", "dmlong", "num"])],
            lambda: ["Abnormal TCD ", yr(300, 2000), " - on regular transfusion (STOP protocol)"],
            lambda: ["Microalbuminuria (UACR %.1f mg/mmol), on lisinopril" % rng.uniform(3.5, 30)],
            lambda: ["Leg ulcer left medial malleolus since ", c.date(c.before(60, 500), ["my", "mys"])],
            lambda: ["Proliferative sickle retinopathy - laser ", yr(100, 1200)],
            lambda: ["Red cell alloantibodies: %s" % pick(rng, ["anti-E, anti-C", "anti-Kell", "anti-Jk(b)",
                                                                 "anti-Fy(a), anti-S", "none detected"])],
            lambda: ["Nocturnal enuresis"],
            lambda: ["Silent cerebral infarcts on MRI ", yr(200, 1500)],
            lambda: ["Obstructive sleep apnoea - adenotonsillectomy at ", c.hosp2, " ", yr(300, 2000)],
        ]
    else:
        pool = [
            lambda: ["Transfusion-dependent since age ", P("AGE", str(rng.randint(1, 3))), " (every %d weeks)" % rng.randint(3, 5)],
            lambda: ["Iron overload - LIC %.1f mg Fe/g dw, cardiac T2* %d ms (" % (rng.uniform(2, 22), rng.randint(8, 42)),
                     c.date(c.before(30, 300), ["my", "mys", "num"]), ")"],
            lambda: ["Splenectomy ", yr(600, 6000)],
            lambda: ["Hypogonadotropic hypogonadism - endocrine follow-up"],
            lambda: ["Osteoporosis (DEXA Z-score -%.1f, " % rng.uniform(1, 3.4), yr(60, 700), ")"],
            lambda: ["Gallstones - cholecystectomy ", yr(200, 3000)],
            lambda: ["Hepatitis C antibody positive (treated, SVR), diagnosed ", yr(1500, 5000)],
            lambda: ["Alloantibodies: %s" % pick(rng, ["anti-E", "anti-Kell", "anti-c and anti-E", "nil"])],
            lambda: ["Hypothyroidism on levothyroxine"],
            lambda: ["Extramedullary haematopoiesis (paraspinal) on MRI ", yr(100, 900)],
            lambda: ["Impaired glucose tolerance (OGTT ", c.date(c.before(30, 400), ["my", "num"]), ")"],
        ]
    for i in sorted(rng.sample(range(len(pool)), rng.randint(2, 5))):
        out.append(pool[i]())
    return out


def clinic_letter(c):
    rng = c.rng
    n = Note(c.lower)
    cm.letterhead(n, c)
    n.ln()
    cons = c.doc("cons")
    gp = c.doc("gp")
    cns = c.doc("cns")
    direct = chance(rng, 0.25) and not c.child
    if chance(rng, 0.5):
        n.ln("Our ref: {a}/{b}   Your ref: %s" % pick(rng, ["-", "n/a", "GP referral"]),
             a=P("DOCTOR", cons.first[0] + cons.last[0]), b=c.mrn)
    n.ln("{x}", x=[pick(rng, ["Date: ", "Date typed: ", "", "Clinic date: "]), c.date(c.after(0, 12))])
    if chance(rng, 0.4):
        n.ln("{x}", x=["Clinic: ", pick(rng, ["Red Cell Clinic", "Joint Haemoglobinopathy Clinic", "Thalassaemia Clinic",
                                            "Sickle Cell Annual Review", "Nurse-led Clinic"]), ", ", c.date(c.enc, ["num", "long", "wk_long"])])
    n.ln()
    if direct:
        n.ln("{p}", p=c.pt.t_full(rng, c.country))
        n.ln("{a}", a=c.addr.lines(rng))
    else:
        _recipient(n, c, gp)
    n.ln()
    if direct:
        n.ln("Dear {p},", p=pick(rng, [c.pt.fn(), c.pt.t_last(rng, c.country)]))
    else:
        n.ln("Dear {g},", g=pick(rng, [gp.t_last(rng, c.country, dr=True), ["Dr ", gp.ln_()], ["Colleague"][0]]))
    n.ln()
    # Re: block
    re_style = rng.randrange(3)
    if re_style == 0:
        n.ln("Re: {p}, DOB {d}, {h}", p=c.pt.full(), d=c.dob_s(), h=c.nhs_line())
        n.ln("{a}", a=c.addr.lines(rng, oneline=True))
    elif re_style == 1:
        n.ln("RE: {p}   D.O.B. {d}   Hosp No. {m}", p=c.pt.LF(), d=c.dob_s(), m=c.mrn)
    else:
        n.ln("Re: {p} ({d}) - {a}", p=c.pt.t_full(rng, c.country) if not c.child else c.pt.full(),
             d=c.dob_s(), a=c.addr.lines(rng, oneline=True))
        n.ln("{h}  MRN {m}", h=c.nhs_line(), m=c.mrn)
    n.ln()
    n.ln(pick(rng, ["Diagnoses:", "Diagnosis:", "Problem list:", "DIAGNOSES"]))
    n.ln("1. {g}%s" % pick(rng, [" - diagnosed on newborn screening", "", " (HPLC/DNA confirmed)",
                                   " - diagnosed aged {a}"]),
         g=c.glong, a=P("AGE", str(rng.randint(1, 6))))
    for i, comp in enumerate(_complications(c)):
        n.ln("%d. {x}" % (i + 2), x=comp)
    n.ln()
    n.ln(pick(rng, ["Current medication:", "Medication:", "Medications:"]))
    for m in cm.meds(c):
        n.ln("- " + m)
    n.ln()
    if chance(rng, 0.6):
        n.ln(pick(rng, ["Results today: ", "Bloods: ", "Investigations: "]) + ", ".join(cm.lab_items(c)))
        n.ln()
    # narrative
    ref = cm.pt_ref(c)
    who = c.parent()
    if direct:
        n.ln("It was good to see you in clinic on {d}. This letter is a summary of what we discussed; a copy goes to your %s." % c.t("gp"),
             d=c.date(c.enc, ["long", "wk_long", "ord", "num"]))
    elif c.child:
        n.ln("I reviewed {r} in clinic today with {h} %s, {m}. {r2} is now {a} and %s." % (
            c.rel(who), pick(rng, ["has been generally well", "has had a difficult few months",
                                   "is growing well", "has had two admissions since we last met"])),
             r=ref, h=c.his(), m=pick(rng, [who.t_last(rng, c.country), who.fn(), who.full()]),
             r2=c.pt.fn(), a=c.age_s("years old"))
    else:
        n.ln("I saw {r} in the %s clinic on {d}%s." % (
            pick(rng, ["red cell", "haemoglobinopathy" if not c.us else "sickle cell", "thalassaemia" if not c.us else "adult hematology"]),
            pick(rng, ["", " accompanied by {h} partner {pn}", " on {h} own"])),
             r=ref, d=c.date(c.enc, ["long", "num", "wk_long", "wk_dm"]), h=c.his(), pn=c.partner.fn())
    n.ln()
    paras = []
    if c.group == "scd":
        nadm = rng.randint(0, 3)
        p = [pick(rng, ["Since the last review ", "Over the past %d months " % rng.randint(3, 12)])]
        if nadm:
            p += ["there %s been %d admission%s, most recently to " % ("has" if nadm == 1 else "have", nadm, "s" if nadm > 1 else ""),
                  c.hosp2 if chance(rng, 0.5) else c.hosp, " on ", c.date(c.before(14, 150), ["num", "long", "dmlong", "abbr"]),
                  " with a %s crisis affecting the %s (length of stay %d days)." % (
                      pick(rng, ["vaso-occlusive", "painful", "severe painful"]), cm.pain_sites(rng), rng.randint(2, 9))]
        else:
            p += ["there have been no hospital admissions and %d episodes of pain managed at home with %s and ibuprofen." % (
                rng.randint(1, 6), c.t("para"))]
        p += [" " + pick(rng, ["Adherence to %s is good by report and the MCV supports this." % c.t("hu"),
                               "%s admits to missing doses of %s at weekends." % (c.he(True), c.t("hu")),
                               "There has been no fever, headache, visual change or priapism.",
                               "Sleep is disturbed by snoring; overnight oximetry showed mean SpO2 94%."])]
        paras.append(p)
    else:
        paras.append([pick(rng, ["Transfusions continue every %d weeks at the " % rng.randint(3, 5), "Pre-transfusion Hb has been %s-%s on the " % (c.hb(92), c.hb(104))]),
                      c.day_unit, ". ", pick(rng, ["Chelation adherence is about %d%% by pill count." % rng.randint(50, 98),
                                                   "Ferritin has fallen from %d to %d ug/L." % (rng.randint(2000, 5000), rng.randint(600, 1900)),
                                                   "There have been no transfusion reactions."])])
    if c.child:
        paras.append([pick(rng, [[c.pt.fn(), " is in %s at " % cm.year_group(c)], "%s attends " % c.he(True)]),
                      c.school, pick(rng, [" and has missed %d days this term." % rng.randint(0, 14), ", where the school care plan is in place.",
                                           "; school are aware of the need for water and toilet access."])])
        if chance(rng, 0.6):
            paras.append([pick(rng, ["Mum", "Mother", "%s mother" % c.his(True)]), " works as ", cm.art(c.prof_mum), c.prof_mum,
                          pick(rng, [" and dad as ", " and father is "]), cm.art(c.prof_dad), c.prof_dad, "."])
    else:
        paras.append([c.he(True), pick(rng, [" works as ", " is employed as ", " is working full time as "]), cm.art(c.prof_pt), c.prof_pt,
                      pick(rng, [[" at ", c.employer], ""]), pick(rng, [" and finds the cold outdoor shifts a trigger.",
                                                                       " and has had %d days off sick this year." % rng.randint(0, 30), "."])])
    if chance(rng, 0.45):
        hol = pick(rng, [["over ", P("DATE", "Christmas")], ["at ", P("DATE", "Easter")], ["in ", c.date(c.after(20, 120), ["my", "mon"])],
                         ["on ", c.date(c.after(20, 120), ["dmlong", "long"])], ["for ", P("DATE", "Eid")]])
        paras.append([pick(rng, ["The family plan", [c.pt.fn(), " plans"] if not c.child else "The family plan"]), " to travel to ", c.origin, " ", hol,
                      ". We discussed malaria prophylaxis, hydration on the flight and carrying a copy of the care plan."
                      if c.group == "scd" else ". We will bring the transfusion forward and provide a letter for the airline."])
    if chance(rng, 0.5):
        paras.append(["On examination: weight %.1f kg%s, BP %d/%d, SpO2 %d%% on air. " % (
            c.weight + rng.random(), pick(rng, ["", " (%dth centile)" % pick(rng, [9, 25, 50, 75])]), rng.randint(92, 130),
            rng.randint(50, 82), rng.randint(92, 100)),
            pick(rng, ["Spleen not palpable. ", "Liver edge 2 cm. ", "No murmur; chest clear. ", "Scleral icterus. "]),
            pick(rng, ["Tanner stage %d." % rng.randint(1, 5) if c.age < 17 else "Hips: pain on internal rotation.",
                       "No leg ulcers.", "Flow murmur only."])])
    for p in paras:
        n.ln("{p}", p=p)
        n.ln()
    n.ln(pick(rng, ["Plan:", "PLAN", "Plan"]))
    plan = [
        "continue current medication",
        "annual TCD - next due {d}" if c.age < 17 and c.group == "scd" else "retinal screening - referral sent",
        "repeat FBC, retics and LFTs in %d weeks via %s surgery" % (rng.randint(4, 12), c.t("gp")) if not c.us else "repeat CBC in 8 weeks",
        "influenza vaccine this autumn; pneumococcal (PPV23) booster due",
        "increase %s to %d mg" % (c.t("hu"), pick(rng, [1000, 1500, 2000])) if c.group == "scd" else "MRI T2* due {d}",
        "dietitian referral for vitamin D and calcium",
        "psychology follow-up with {psy}",
    ]
    sel = sorted(rng.sample(range(len(plan)), rng.randint(3, 5)))
    numbered = chance(rng, 0.5)
    for i, k in enumerate(sel):
        bullet = "%d." % (i + 1) if numbered else "-"
        txt = plan[k]
        if "{d}" in txt:
            a, b = txt.split("{d}")
            segs = [a, c.date(c.after(60, 400), ["my", "mys", "num"]), b]
        elif "{psy}" in txt:
            a, b = txt.split("{psy}")
            segs = [a, c.doc("psych").any(rng, c.country), b]
        else:
            segs = [txt]
        n.ln(bullet + " {x}", x=segs)
    n.ln()
    n.ln("{x}", x=pick(rng, [["Review in %d months (" % rng.randint(3, 6), c.date(c.after(90, 180), ["my", "mys"]), ")."],
                             ["Next appointment: ", c.date(c.after(60, 200), ["wk_long", "num", "long"]), " at %02d:%s." % (rng.randint(9, 16), pick(rng, ["00", "15", "30", "45"]))],
                             ["We will see %s again in the %s." % (c.him(), pick(rng, ["spring", "new year", "summer"]))]]))
    if chance(rng, 0.5):
        n.ln("{x}", x=["If there are concerns please contact our nurse specialist ", cns.full(), " on ", c.phone(),
                       pick(rng, [[" or ", cns.email(rng)], "."])])
    n.ln()
    n.ln(pick(rng, ["Yours sincerely,", "Kind regards,", "Yours sincerely", "With best wishes,"]))
    n.ln()
    cm.sig(n, c, cons, c.t("cons") if not c.child else "Consultant %s %sist" % (c.t("paed"), c.t("haem")[:-1]), lic_p=0.45)
    if chance(rng, 0.5):
        people = []
        if not direct:
            people.append([c.pt.t_full(rng, c.country) if not c.child else [c.parent().full(), " (parent)"], ", ",
                           c.addr.lines(rng, oneline=True)])
        else:
            people.append([gp.t_full(rng, c.country, dr=True), ", ", c.gp_practice])
        people.append([cns.full(), ", ", pick(rng, pools.NURSE_TITLES[c.country])])
        if chance(rng, 0.5):
            people.append([c.doc("local").t_full(rng, c.country, dr=True), ", ", c.hosp2])
        cm.cc_line(n, c, people)
    n.ln()
    cm.typist(n, c, cons)
    if c.us and chance(rng, 0.5):
        cm.ehr_footer(n, c, cons)
    return n


# ---------------------------------------------------------------- newborn screening
def newborn_letter(c):
    rng = c.rng
    n = Note(c.lower)
    c.dob = phi.add_days(c.enc, -rng.randint(9, 35))
    cm.letterhead(n, c, dept=pick(rng, ["Newborn Screening Follow-up Service", "%s %s - Newborn Screening" % (c.t("paed"), c.t("haem")),
                                        "Sickle Cell and Thalassaemia Screening Team" if not c.us else "Newborn Hemoglobinopathy Follow-up Program"]))
    n.ln()
    dob = c.dob
    sample = phi.add_days(dob, rng.randint(3, 8))
    mum, dad = c.mother, c.father
    hv = c.doc("hv")
    mw = c.doc("midwife")
    cons = c.doc("cons")
    cns = c.doc("cns")
    res = pick(rng, [("FS", "sickle cell disease (HbSS or HbS/beta0 thalassaemia) is likely", "disease"),
                     ("FSC", "HbSC disease is likely", "disease"),
                     ("FS Other", "a sickle cell disorder is likely; further tests needed", "disease"),
                     ("FAS", "your baby is a healthy carrier of sickle cell (sickle cell trait)", "carrier"),
                     ("FAC", "your baby is a healthy carrier of haemoglobin C", "carrier"),
                     ("FAE", "your baby is a healthy carrier of haemoglobin E", "carrier"),
                     ("FA Barts", "raised Hb Bart's, suggesting alpha thalassaemia carrier status", "carrier"),
                     ("F only", "possible beta thalassaemia major; urgent confirmatory testing needed", "disease")])
    code, meaning, kind = res
    meaning = c.sp(meaning)
    n.ln("{d}", d=c.date(c.enc, ["long", "num", "ord", "abbr"]))
    n.ln()
    to_parents = chance(rng, 0.6)
    if to_parents:
        if chance(rng, 0.5):
            n.ln("{x}", x=[pick(rng, ["Mr and Mrs ", "Mr & Mrs "]), P("FAMILY", c.pt.last)] if mum.last == c.pt.last
                 else [mum.t_full(rng, c.country), " and ", dad.t_full(rng, c.country)])
        else:
            n.ln("{x}", x=pick(rng, [mum.full(), mum.t_full(rng, c.country), ["Parent/carer of ", c.pt.full()]]))
        n.ln("{a}", a=c.addr.lines(rng))
        n.ln()
        n.ln("Dear {x},", x=pick(rng, [mum.fn(), mum.t_last(rng, c.country), ["Parent/Carer"][0]]))
    else:
        gp = c.doc("gp")
        _recipient(n, c, gp)
        n.ln()
        n.ln("Dear {g},", g=gp.t_last(rng, c.country, dr=True))
    n.ln()
    n.ln("{x}", x=[pick(rng, ["Re: ", "Baby: ", "RE: "]), pick(rng, [c.pt.full(), ["Baby ", c.pt.full()], c.pt.LF(),
                                                                  ["Baby of ", mum.full()]]),
                   "   DOB ", c.dob_s(["num", "long", "num2", "dmon"]), "   ", c.nhs_line()])
    n.ln("{x}", x=["Mother: ", mum.full(), pick(rng, [["  (DOB ", phi.dseg(rng, phi.years_before(c.enc, rng.randint(19, 41), rng), c.country, ["num", "num2"]), ")"], ""]),
                   "   Lab ref: ", phi.accession(rng, "nbs")])
    if chance(rng, 0.5):
        n.ln("{x}", x=["Born at ", c.hosp2, " at %d+%d weeks, birth weight %d g, Apgar %d/%d" % (rng.randint(36, 41), rng.randint(0, 6), rng.randint(2400, 4200),
                                                                                 rng.randint(7, 9), rng.randint(8, 10))])
    n.ln()
    n.ln("{x}", x=[pick(rng, ["The newborn blood spot sample taken on ", "The newborn blood spot (Guthrie card) taken on " if not c.us
                              else "The newborn screening specimen collected on "]), phi.dseg(rng, sample, c.country, ["num", "long", "dmlong"]),
                   c.sp(" (day %d) has been tested for sickle cell disease and thalassaemia. The screening result is " % ((sample - dob).days)),
                   code, ", which means that ", meaning, "."])
    n.ln()
    if kind == "disease":
        appt = c.after(2, 21)
        n.ln("{x}", x=[pick(rng, ["We would like to see ", "I have arranged for you to bring "]), c.pt.fn() if chance(rng, 0.5) else "your baby",
                       pick(rng, [" to the ", " to our "]), c.t("paed").lower(), " ", c.t("haem").lower(), " clinic on ",
                       phi.dseg(rng, appt, c.country, ["wk_long", "wk_dm", "long", "wk_short"]),
                       (" at %d:%s %s" % (rng.randint(9, 11), pick(rng, ["00", "30"]), pick(rng, ["am", "am", ""]))).rstrip(),
                       " in ", pick(rng, [["Clinic ", P("LOCATION_OTHER", str(rng.randint(1, 12)))],
                                          ["Room ", P("LOCATION_OTHER", "%d%s" % (rng.randint(1, 30), pick(rng, ["", "A", "B"])))],
                                          [P("LOCATION_OTHER", pick(rng, pools.BUILDINGS))]]),
                       ", ", c.hosp, ". A confirmatory blood test will be taken at this visit and ", cns.full(),
                       ", our specialist nurse, will explain what the result means for ", c.pt.fn() if chance(rng, 0.5) else "your baby", "."])
        n.ln()
        n.ln("{x}", x=["Most babies with this condition are well at first. Please ring us on ", c.phone(),
                       pick(rng, [" (answerphone out of hours)", "", " Monday to Friday 9am-5pm"]),
                       " if you have questions before the appointment, and seek urgent care if your baby has a temperature of 38C or more, is floppy, pale or not feeding."])
        if chance(rng, 0.6):
            n.ln()
            n.ln("{x}", x=["Penicillin (oral, twice a day) will be started at the first visit. Your %s, " % ("community health nurse" if c.us else "health visitor"), hv.full(),
                           ", and your %s " % c.t("gp"), c.gp_practice, ", have been sent a copy of this letter."])
    else:
        n.ln("Carriers do not have the condition and do not need treatment. Being a carrier may matter when you plan future pregnancies, "
             "and blood tests for both parents are offered free of charge.")
        n.ln()
        n.ln("{x}", x=["If you would like parent testing or counselling please contact ", cns.t_full(rng, c.country) if chance(rng, 0.4) else cns.full(),
                       " on ", c.phone(), pick(rng, [[" or email ", cns.email(rng)], ""]), "."])
    if chance(rng, 0.45):
        n.ln()
        n.ln("{x}", x=[c.pt.fn(), "'s older %s " % pick(rng, ["sibling", "brother" if c.sib.sex == "M" else "sister"]),
                       c.sib.fn(), " (aged ", P("AGE", str(rng.randint(2, 12))), ") ", pick(rng, ["is known to be a carrier (HbAS).",
                                                                                               "has HbSS and attends our clinic.",
                                                                                               "has not been tested."])])
    if chance(rng, 0.35):
        n.ln()
        n.ln("An interpreter (%s) will be booked for the appointment." % pick(rng, ["Yoruba", "Twi", "Somali", "Arabic", "Bengali",
                                                                                   "French", "Portuguese", "Tigrinya", "Urdu"]))
    n.ln()
    n.ln(pick(rng, ["Yours sincerely,", "With best wishes,", "Kind regards,"]))
    n.ln()
    if chance(rng, 0.5):
        cm.sig(n, c, cons, "Consultant %s %sist" % (c.t("paed"), c.t("haem")[:-1]), lic_p=0.4)
    else:
        cm.sig(n, c, cns, pick(rng, pools.NURSE_TITLES[c.country]), lic_p=0.3, dr=False, nurse=True)
    people = [[hv.full(), {"UK": ", Health Visitor", "IE": ", Public Health Nurse", "AU": ", Child and Family Health Nurse",
                           "US": ", community health nurse", "CA": ", public health nurse"}[c.country]],
              [mw.full(), ", Community Midwife, ", c.hosp2]]
    if to_parents:
        people.insert(0, [c.doc("gp").t_full(rng, c.country, dr=True), ", ", c.gp_practice])
    cm.cc_line(n, c, people[:rng.randint(1, 3)])
    if chance(rng, 0.4):
        n.ln()
        n.ln("{x}", x=["Screening lab accession ", phi.accession(rng, "lab"), "; result entered ",
                       c.date(c.before(1, 5), ["num", "iso"]), " by ", c.doc("clerk").username(rng)])
    return n
