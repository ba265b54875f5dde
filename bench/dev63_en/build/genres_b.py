"""Genres 5-8: obstetric/neonatal, psychiatry/addiction, oncology/infusion, letters."""
from phi import P, S, T, J, Seg
from common import (id_block, sign, vitals, labs, pmh, social, nok_sentence, bed_seg, time_str,
                    pt_name, DAY, Case)
from genres_a import tz, ref, fam
from values import Person
import extras as X


def an(word):
    return "an" if word[0].lower() in "aeiou" else "a"


# =============================================================================
# 5. obstetric and neonatal
# =============================================================================
def obstetric(g, w, c):
    c.set_sex("F")
    c.pt = g.person("F")
    c.age = g.r.randint(17, 45)
    c.dob = g.dob(c.age, c.adm)
    c.nok_rel = g.ch(["partner", "husband", "wife", "mother", "partner"])
    c.nok = g.person("F" if c.nok_rel in ("wife", "mother") else g.ch("MF") if c.nok_rel == "partner" else "M")
    k = g.r.random()
    if k < 0.4:
        labour(g, w, c)
    elif k < 0.7:
        neonatal(g, w, c)
    else:
        antenatal(g, w, c)


def gest(g):
    return "%d+%d" % (g.r.randint(24, 41), g.r.randint(0, 6))


def antenatal(g, w, c):
    terse = tz(w)
    w.heading(g.ch(["Antenatal Clinic", "Maternity Assessment Unit", "Obstetric Triage Note", "Antenatal booking visit"]))
    w.line(P("HOSPITAL", g.ch([c.hosp, g.town() + " Birth Centre", g.town() + " Women's Health Clinic"])))
    edd = c.adm + g.r.randint(10, 200) * DAY
    lmp = edd - 280 * DAY
    id_block(w, c, ["name", "dob", "mrn"] + g.r.sample(["hp", "addr", "phone", "gp", "nok", "acct"], 3),
             extra=[("EDD", S(g.D(edd))), ("LMP", S(g.D(lmp, pool=["num", "txt", "dmtxt"])))])
    w.blank()
    w.heading(g.ch(["History", "Obstetric history", "Summary"]))
    grav = g.r.randint(1, 5)
    gp = "G%dP%d" % (grav, g.r.randint(0, grav - 1))
    ga_days = (c.adm - lmp).days
    ga = "%d+%d" % (ga_days // 7, ga_days % 7)
    if terse:
        w.para([T("{a} " + gp + " @ " + ga + "/40, " + g.ch(["rfm since this am", "pv bleed small", "headache + visual sx, ?pet", "srom clear liquor"]), a=g.age(c.age, "F", "yo")),
                T("prev lscs {y}, gdm on metformin", y=g.D(c.adm - g.r.randint(400, 2500) * DAY, "y"))])
    else:
        w.para([T("{a} " + gp + " at " + ga + " weeks presented with " + g.ch(["reduced fetal movements since this morning", "painless PV bleeding", "headache and visual disturbance",
                                                                                   "spontaneous rupture of membranes"]) + ".", a=g.age(c.age, "F", g.ch(["yearold", "yo_", "aged"]))),
                T("Previous " + g.ch(["caesarean section in {y}", "SVD in {y}, 3.4 kg", "miscarriage at 9 weeks ({y})"]) + ". Booking BMI %d. Rh " % g.r.randint(19, 41) +
                  g.ch(["negative, anti-D given {d}", "positive"]) + ".", y=g.D(c.adm - g.r.randint(400, 2500) * DAY, g.ch(["y", "my"])), d=g.Ds(c.adm - 30 * DAY))])
    w.blank()
    w.heading(g.ch(["Examination", "Findings", "Obs"]))
    w.para([S(vitals(g, terse)), S("SFH %d cm, %s, FHR %d bpm on CTG, %s." % (g.r.randint(22, 42), g.ch(["cephalic", "breech", "transverse"]), g.r.randint(110, 165),
                                                                      g.ch(["reactive", "normal variability, no decels", "Dawes-Redman criteria met"]))),
            S("Urinalysis: %s. PET bloods: %s." % (g.ch(["protein 2+", "NAD", "glucose trace"]), g.ch(["Plt 142, ALT 22, urate 0.32", "normal", "uPCR 45"])))])
    w.blank()
    w.heading(g.ch(["Results", "Antenatal results", "Bloods / scans"]))
    rows = [[S(g.D(lmp + g.r.randint(70, 80) * DAY, pool=["num", "dm", "txt"])), "Booking bloods", g.ch(["Hb 118, ferritin 14", "Hb 126, HIV/HepB/syphilis neg", "group O pos, antibodies neg"]), S(P("IDNUM", g.idnum("acc")))],
            [S(g.D(lmp + g.r.randint(128, 138) * DAY, pool=["num", "dm", "txt"])), "Anomaly scan", g.ch(["no structural anomaly, placenta posterior", "low-lying placenta, rescan 32/40", "EFW 50th centile"]), S(P("IDNUM", g.idnum("acc")))],
            [S(g.D(lmp + g.r.randint(175, 185) * DAY, pool=["num", "dm", "txt"])), "OGTT", g.ch(["fasting 5.4, 2 h 9.1 (GDM)", "normal", "fasting 4.6, 2 h 7.2"]), S("-")]]
    keep = [r for r, off in zip(rows, (80, 138, 185)) if lmp + off * DAY <= c.adm]
    w.table(["Date", "Test", "Result", "Ref"], keep or rows[:1])
    w.blank()
    w.heading(g.ch(["Social", "Social / safeguarding"]))
    s = [T("Partner {n}, " + g.ch(["works as {an} {p}", "{p}"]) + "; " + g.ch(["supportive", "attending appointments", "works away"]) + ".",
           n=g.name(c.nok, g.ch(["fl", "first", "full"]), "FAMILY"), an=an(c.prof), p=P("PROFESSION", c.prof)),
         T("{n} is employed by {e} as {an} {p}.", n=ref(c, ["first", "tl"]), e=P("ORGANIZATION", g.employer()),
           an=an(c.prof), p=P("PROFESSION", g.profession()))]
    if g.chance(0.5):
        s.append(T("Interpreter booked ({lang}); family originally from {co}.", lang=g.ch(["Portuguese", "Tigrinya", "Dari", "Vietnamese", "Polish"]), co=P("COUNTRY", g.country())))
    if g.chance(0.4):
        s.append(T("Patient portal: {u}; username {un}.", u=P("URL", g.url("maternity")), un=P("USERNAME", g.username(c.pt) + g.digits(2))))
    w.para(s)
    w.blank()
    w.heading("Plan")
    w.items([S(g.ch(["Growth scan in 2 weeks", "Admit to antenatal ward for monitoring", "Home with safety-net advice", "IOL booked"])),
             T("Review in ANC {d} with {dr}", d=g.D(c.adm + 14 * DAY, pool=["wd", "wdlong", "num", "dmtxt"]), dr=g.staff(c.att, "dr")),
             T("Community midwife {mw} informed ({ph})", mw=g.staff(g.person("F"), g.ch(["plain", "first"])), ph=P("PHONE", g.phone())) if g.chance(0.6) else None])
    w.blank()
    if g.chance(0.5):
        X.addendum(g, w, c, c.adm)
        w.blank()
    sign(w, c, g.person("F"), g.ch(["RM", "Midwife", "CNM", "RN RM"]), "RN")


def labour(g, w, c):
    terse = tz(w)
    w.heading(g.ch(["Delivery Summary", "Birth Record", "Labour and Delivery Note", "Intrapartum summary"]))
    d = c.adm
    id_block(w, c, ["name", "mrn"] + g.r.sample(["dob", "age", "hp", "acct", "loc", "att"], 3))
    w.line(g.ch(["Room ", "Birth suite ", "LDR "]), P("LOCATION_OTHER", str(g.r.randint(1, 14))), g.ch(["", S(", ", P("HOSPITAL", g.ch(["Delivery Suite", "Labour Ward", "Birthing Unit"]) + " " + g.ch(["North", "B", "2"])))]))
    w.blank()
    w.heading(g.ch(["Labour", "Course"]))
    t1, t2 = time_str(g), time_str(g)
    w.para([T("{n} " + g.ch(["laboured spontaneously", "was induced with Propess", "had ARM and Syntocinon"]) + " on {d}; epidural at " + t1 + ".",
              n=ref(c), d=g.D(d)),
            S("Delivered at " + t2 + " by " + g.ch(["SVD", "ventouse (Kiwi)", "forceps (Neville-Barnes)", "emergency LSCS category 2"]) + "; EBL %d ml; " % g.r.randint(150, 1800) +
              g.ch(["2nd degree tear, sutured", "intact perineum", "3b tear repaired in theatre"]) + ".")])
    w.blank()
    w.heading(g.ch(["Baby", "Neonate"]))
    bsex = g.ch(["Girl", "Boy"])
    bpairs = [("Name", S("Baby " + bsex + " ", P("PATIENT", c.pt.last))),
              ("Born", S(g.D(d), " " + t2)),
              ("Weight", S("%d g" % g.r.randint(1900, 4600))),
              ("Apgars", S("%d and %d" % (g.r.randint(3, 9), g.r.randint(7, 10)))),
              ("Baby MRN", S(P("MRN", g.mrn()))),
              (g.ch(["Security tag", "Hugs tag", "Infant tag"]), S(P("DEVICE", g.device_sn()))),
              (g.ch(["Footprint ID", "Footprint record", "Infant biometric"]), S(P("BIOID", g.bioid("foot")))),
              ("Cord gases", S(g.ch(["pH 7.28, BE -4", "arterial 7.21, venous 7.30", "not taken"])))]
    if g.chance(0.6):
        bpairs.append(("Cord blood sample", S(P("IDNUM", g.idnum("spec")))))
    w.kv(bpairs)
    w.blank()
    w.heading(g.ch(["Present", "Staff", "Attendants"]))
    mw = g.person("F")
    w.items([T("Midwife: {m}", m=g.staff(mw, g.ch(["plain", "cred"]), "RM")),
             T("Obstetrician: {o}", o=g.staff(c.att, g.ch(["dr", "drfull"]))),
             T("Birth partner: {p} (" + c.nok_rel + ")", p=g.name(c.nok, g.ch(["fl", "first"]), "FAMILY")),
             T("Student midwife {s} under supervision", s=g.staff(g.person("F"), "first")) if g.chance(0.4) else None])
    if g.chance(0.5):
        w.para([T("Car seat check completed in partner's vehicle ({v}) before discharge.", v=P("VEHICLE", g.plate()))])
    w.blank()
    w.heading(g.ch(["Postnatal plan", "Plan", "Postpartum care"]))
    w.items([S(g.ch(["Syntometrine given IM, placenta complete", "Oxytocin 10 units IM, CCT, placenta and membranes complete", "Manual removal of placenta in theatre"])),
             S(g.ch(["Enoxaparin 40 mg SC for 10 days (VTE score 3)", "TEDs, mobilise early", "Iron infusion (ferric carboxymaltose 1 g) if Hb < 90"])),
             S(g.ch(["Breastfeeding established, good latch", "Formula feeding by choice", "Expressing for NICU"])),
             T("Transfer to {pw}, bed {b}", pw=P("HOSPITAL", g.ch(["Postnatal Ward", "Maternity Ward 2", "Ward 14"])), b=P("LOCATION_OTHER", c.bed)),
             T("Community midwife {m} to visit {a} on {d}", m=g.staff(g.person("F"), g.ch(["plain", "first"])), a=S(P("STREET", c.addr["street"])), d=g.Ds(d + 2 * DAY))])
    w.blank()
    if g.chance(0.5):
        X.addendum(g, w, c, c.adm)
        w.blank()
    sign(w, c, mw, g.ch(["RM", "CNM", "Midwife"]), "RN", when=d)


def neonatal(g, w, c):
    terse = tz(w)
    mother = c.pt
    baby_first = g.ch(["Ava", "Noah", "Isla", "Leo", "Mila", "Arlo", "Zara", "Kai", "Remi", "Hugo", "Nia", "Otis"])
    baby = Person(baby_first, mother.last if g.chance(0.7) else g.ch(["Okafor", "Pemberton", "Truong", "Lavoie"]), g.ch("MF"))
    dob = c.adm
    dol = g.r.randint(1, 28)
    d = dob + (dol - 1) * DAY
    w.heading(g.ch(["NICU Progress Note", "Neonatal Unit Daily Review", "Special Care Nursery Note", "Newborn examination"]))
    w.line(P("HOSPITAL", g.ch([c.hosp, g.town() + " Children's Hospital"])), g.ch(["", " - NICU", " - SCBU", " - Special Care Nursery"]))
    pairs = [("Infant", g.ch([S("Baby ", g.ch(["Girl", "Boy"]), " ", P("PATIENT", baby.last)), S(P("PATIENT", "%s %s" % (baby.first, baby.last))),
                              S(P("PATIENT", ("%s, %s" % (baby.last, baby.first)).upper()))])),
             ("MRN", S(P("MRN", g.mrn()))),
             ("DOB", S(g.D(dob), " " + time_str(g))),
             ("Cot", S(P("LOCATION_OTHER", str(g.r.randint(1, 24))))),
             ("Mother", S(g.name(mother, g.ch(["fl", "lf"]), "FAMILY"), " (", c.mrn_lab.rstrip(":") + " ", P("MRN", c.mrn), ")")),
             ("Date", S(g.D(d), " (DOL %d)" % dol))]
    w.kv(pairs)
    w.blank()
    w.heading(g.ch(["Background", "History"]))
    w.para([T("Born at " + gest(g) + " weeks by " + g.ch(["SVD", "emergency LSCS for fetal distress", "elective CS"]) + " to a {a} P%d mother; " % g.r.randint(1, 4) +
              "BW %d g, Apgars %d/%d. " % (g.r.randint(600, 4200), g.r.randint(1, 9), g.r.randint(5, 10)) + g.ch(["Surfactant x1.", "No resuscitation needed.", "CPAP from 10 minutes of age."]),
              a=g.age(c.age, "F", g.ch(["yearold", "yo", "words"])))])
    w.blank()
    w.heading(g.ch(["Systems", "Examination / plan"]))
    w.kv([("Resp", S(g.ch(["CPAP 6 cmH2O, FiO2 0.25", "self-ventilating in air", "LFO2 0.1 L/min", "HHFNC 5 L"]))),
          ("CVS", S(g.ch(["PDA murmur, echo booked", "well perfused, CRT <2s", "HR 150s"]))),
          ("FEN", S(g.ch(["EBM 15 ml 2-hourly NG, 150 ml/kg/day", "breastfeeding on demand", "TPN + trophic feeds"]))),
          ("Jaundice", S("SBR %d umol/L, " % g.r.randint(90, 340) + g.ch(["phototherapy", "below line", "double phototherapy"]))),
          ("ID", S(g.ch(["benzylpenicillin + gentamicin 36 h, cultures negative", "CRP <5", "no concerns"]))),
          ("Screening", T("NBS card {n} sent {d}", n=P("IDNUM", g.idnum("nbs")), d=g.Ds(dob + 4 * DAY)))])
    w.blank()
    w.heading(g.ch(["Family", "Parents"]))
    partner = c.nok
    fam_s = [T("Mum {m} (" + g.ch(["{a}", "aged {a}"]) + ") and " + c.nok_rel + " {p} visited; " + g.ch(["kangaroo care", "updated on ward round", "skin-to-skin"]) + ".",
               m=g.name(mother, g.ch(["first", "fl"]), "FAMILY"), a=P("AGE", str(c.age)), p=g.name(partner, g.ch(["first", "fl"]), "FAMILY")),
             T("Parents live in {city}" + g.ch(["", ", {st}"]) + "; " + c.nok_rel + " is {an} {pr}.", city=P("CITY", c.addr["city"]),
               st=P("STATE", c.addr["abbr"] or "Kent") if c.addr["abbr"] else P("CITY", c.addr["county"] or c.addr["city"]), an=an(c.prof), pr=P("PROFESSION", c.prof))]
    if g.chance(0.5):
        fam_s.append(T("Siblings: {s} ({ag}).", s=g.name(Person(g.ch(["Theo", "Ruby", "Finn", "Elsie", "Jack"]), baby.last, "M"), "first", "FAMILY"),
                       ag=g.age(g.r.randint(2, 9), None, g.ch(["yo", "yo_", "years"]))))
    if g.chance(0.4):
        fam_s.append(T("Parents' contact {ph}; portal access {u}.", ph=P("PHONE", c.nok_phone), u=P("URL", g.url("nicu"))))
    w.para(fam_s)
    w.blank()
    w.heading(g.ch(["Discharge planning", "Plan", "Going home"]))
    w.items([S(g.ch(["Hearing screen (AABR) passed both ears", "Hearing screen: refer R ear, repeat in 2 weeks", "Hip USS at 6 weeks (breech)"])),
             S(g.ch(["Vitamin K 1 mg IM given", "Hep B vaccine given", "BCG offered"])),
             T("Apnoea monitor serial {sn} issued for home", sn=P("DEVICE", g.device_sn())) if g.chance(0.4) else None,
             T("GP: {gp}, {pr} ({ph})", gp=g.staff(c.gp, "dr"), pr=P("HOSPITAL", c.practice), ph=P("PHONE", g.phone("land"))),
             T("Follow-up in neonatal clinic {d}", d=g.D(d + 42 * DAY, pool=["num", "txt", "wd", "my"]))])
    w.blank()
    if g.chance(0.5):
        X.addendum(g, w, c, c.adm)
        w.blank()
    sign(w, c, c.att, g.ch(["MD", "Neonatal Registrar", "ANNP", "MBBS FRACP"]), "MD", when=d)


# =============================================================================
# 6. psychiatry and addiction
# =============================================================================
def psychiatry(g, w, c):
    if g.chance(0.5):
        psych_assess(g, w, c)
    else:
        addiction(g, w, c)


def psych_assess(g, w, c):
    terse = tz(w)
    w.heading(g.ch(["Psychiatry Consult", "Mental Health Assessment", "Crisis Team Assessment", "Psychiatric Emergency Evaluation", "CL Psychiatry review"]))
    d = c.adm
    id_block(w, c, ["name", "dob", "mrn"] + g.r.sample(["hp", "addr", "phone", "gp", "acct", "ssn", "loc"], 3),
             extra=[("Legal status", S(g.ch(["informal", "Section 2 MHA", "Form 1 (72 h)", "involuntary - 5150", "EEO", "voluntary"])))])
    w.line(g.ch(["Seen: ", "Date of assessment: ", "Assessed on "]), g.D(d, pool=["num", "txt", "wdfull", "dash"]), " " + time_str(g))
    w.blank()
    w.heading(g.ch(["Reason for referral", "Presenting complaint", "HPC"]))
    pol = g.person()
    s = []
    if terse:
        s.append(T("{a} bib police after " + g.ch(["threats to jump from {lm}", "found wandering on {lm}", "od ~30x sertraline"]) + ", vehicle {v} left at scene",
                   a=g.age(c.age, c.sex, "sexafter"), lm=P("LOCATION_OTHER", g.other_place()), v=P("VEHICLE", g.plate())))
    else:
        s.append(T("{a} brought in by police " + g.ch(["after being found on {lm} expressing suicidal thoughts", "following a welfare check at {addr}",
                                                      "after an intentional overdose of sertraline and paracetamol"]) + ". Officer {o} (incident {i}) remained until triage.",
                   a=g.age(c.age, c.sex, g.ch(["yearold", "yo_", "sexafter"])), lm=P("LOCATION_OTHER", g.other_place()), addr=g.addr_seg(c.addr),
                   o=S(P("FAMILY", pol.last)) if g.chance(0.5) else g.name(pol, "fl", "FAMILY"), i=P("IDNUM", g.idnum("case"))))
        if g.chance(0.5):
            s.append(T("The patient's car ({v}) was towed from the scene; " + g.ch(["driver's licence {dl} retained by police.", "keys with security."]),
                       v=P("VEHICLE", g.ch([g.plate(), g.vin()])), dl=P("LICENSE", g.drivers_licence())))
    s.append(T(g.ch(["Collateral from " + c.nok_rel + " {n} ({ph}): ", "Spoke to " + c.nok_rel + " {n} on {ph}; "]) +
               g.ch(["increasingly withdrawn since losing job at {e} in {m}.", "not sleeping, spending heavily since {m}.", "stopped lithium around {h}."]),
               n=fam(c), ph=P("PHONE", c.nok_phone), e=P("ORGANIZATION", c.employer), m=g.D(d - g.r.randint(20, 200) * DAY, g.ch(["my", "mony"])), h=g.holiday_seg()))
    w.para(s)
    w.blank()
    w.heading(g.ch(["Mental state examination", "MSE"]))
    mse = [("Appearance", g.ch(["dishevelled, poor eye contact", "well kempt", "malodorous, bruised knuckles"])),
           ("Speech", g.ch(["pressured", "slow, low volume", "normal rate and tone"])),
           ("Mood/affect", g.ch(["'empty' / flat", "'great' / elevated, labile", "low / reactive"])),
           ("Thought", g.ch(["ruminative, no FTD", "flight of ideas", "persecutory delusions re neighbours"])),
           ("Perception", g.ch(["denies AH/VH", "second-person command hallucinations", "responding to unseen stimuli"])),
           ("Cognition", g.ch(["oriented x3, MMSE 28/30", "MoCA 24/30", "grossly intact"])),
           ("Insight", g.ch(["partial", "poor", "good"]))]
    w.kv([(k, S(v)) for k, v in mse])
    w.para([S("PHQ-9 %d, GAD-7 %d, C-SSRS %s, AUDIT %d." % (g.r.randint(0, 27), g.r.randint(0, 21), g.ch(["positive (ideation with plan)", "negative", "ideation, no intent"]), g.r.randint(0, 40)))])
    w.blank()
    w.heading(g.ch(["Background", "Psychiatric / social history"]))
    bg = [T("Previously under {cmht}; care coordinator {cc}.", cmht=P("HOSPITAL", g.ch([g.town() + " CMHT", g.town() + " Mental Health Centre", g.rehab()])),
            cc=g.staff(g.person(), g.ch(["plain", "first"])))]
    bg += social(c, w, terse)[:3]
    if g.chance(0.5):
        bg.append(T("Posts online as {u}; " + g.ch(["concerning posts reported by sister", "no recent posts"]) + ".", u=P("USERNAME", g.username(c.pt) + g.ch(["", "_x", "99"]))))
    w.para(bg)
    w.blank()
    w.heading(g.ch(["Medications", "Current medication"]))
    w.para([S("; ".join(g.r.sample(["sertraline 100 mg mane", "quetiapine 50 mg nocte", "lithium 800 mg nocte (level 0.7)", "olanzapine 10 mg",
                                     "clozapine 300 mg (ANC 3.1)", "diazepam 5 mg TDS PRN", "mirtazapine 30 mg", "aripiprazole depot 400 mg monthly"], 3)) + "."),
            S(g.ch(["ECG QTc 438 ms.", "Lithium level and TFTs sent.", "Metabolic monitoring due: HbA1c, lipids, weight."]))])
    w.blank()
    w.heading(g.ch(["Safety plan", "Supports"]))
    w.items([T("Supports: " + c.nok_rel + " {f}; friend {fr}", f=fam(c, "first"), fr=g.name(g.person(), g.ch(["first", "fl"]), "FAMILY")),
             S(g.ch(["Means restriction: medications to be held by family", "Firearms: none in the home", "Car keys surrendered to sister"])),
             T("Crisis team {ph}; out-of-hours via switchboard", ph=P("PHONE", g.phone("land")))])
    w.blank()
    w.heading(g.ch(["Risk and plan", "Formulation / plan", "Plan"]))
    pl = [S(g.ch(["Risk to self: high. Admit to acute ward.", "Risk moderate; home with crisis team follow-up.", "1:1 observation, 15-min checks."])),
          T("Bed at {wd}, {h}" + g.ch(["", " room {r}"]), wd=P("HOSPITAL", g.ch(["Willow Ward", "Acute Adult Unit 3", "PICU", "Cedar Ward"])), h=P("HOSPITAL", g.ch([c.hosp, c.hosp2])),
            r=P("LOCATION_OTHER", c.room)),
          T("Follow-up with {dr} on {d}", dr=g.staff(g.person(), "dr"), d=g.D(d + 7 * DAY, pool=["wd", "wdlong", "num", "txt"]))]
    if g.chance(0.45):
        pl.append(T("Telepsychiatry review from {h} via {u} (client IP {ip}).", h=P("HOSPITAL", c.hosp2), u=P("URL", g.url("telepsych")), ip=P("IPADDR", g.ip())))
    w.items(pl)
    w.blank()
    sign(w, c, c.att, g.ch(["MD", "MRCPsych", "FRANZCP", "Psychiatry Registrar", "PMHNP"]), "MD", when=d)


def addiction(g, w, c):
    terse = tz(w)
    clinic = P("HOSPITAL", g.ch([g.town() + " Opioid Treatment Program", g.rehab(), g.town() + " Drug and Alcohol Service", g.town() + " Addiction Medicine Clinic"]))
    w.heading(g.ch(["Addiction Medicine Note", "OTP Review", "Withdrawal Management Assessment", "Substance Use Consult"]))
    w.line(clinic)
    d = c.adm
    id_block(w, c, ["name", "dob", "mrn"] + g.r.sample(["hp", "phone", "addr", "ssn", "gp", "acct"], 3))
    w.line(g.ch(["Visit date: ", "Date: ", "Seen "]), g.D(d, pool=["num", "txt", "wd", "dash", "wdfull"]))
    w.blank()
    w.heading(g.ch(["History", "Substance history", "Subjective"]))
    s = []
    if terse:
        s.append(T("{n} {a}, " + g.ch(["ivdu heroin since {y}", "etoh 2 bottles wine/day", "meth smoking daily", "fentanyl ~1g/day"]) + ", last use " + time_str(g) + " today",
                   n=ref(c, ["first", "lower", "tl"]), a=g.age(c.age, c.sex, "sexafter"), y=g.D(d - g.r.randint(400, 5000) * DAY, "y")))
        s.append(S("cows %d, ciwa-ar %d, uds +ve opiates, fentanyl, thc" % (g.r.randint(0, 30), g.r.randint(0, 30))))
    else:
        s.append(T("{a} with " + g.ch(["opioid use disorder (injecting heroin since {y})", "severe alcohol use disorder, drinking since age {a2}", "methamphetamine use disorder since {y}"]) + ".",
                   a=g.age(c.age, c.sex, g.ch(["yearold", "yo_", "sexafter"])), y=g.D(d - g.r.randint(400, 5000) * DAY, "y"), a2=P("AGE", str(g.r.randint(12, 20)))))
        s.append(S("COWS %d; CIWA-Ar %d. UDS positive for %s." % (g.r.randint(0, 30), g.r.randint(0, 30), g.ch(["opiates and fentanyl", "benzodiazepines", "amphetamines, THC"]))))
    if g.chance(0.6):
        s.append(T("Previous detox at {r} in {m}; relapsed after " + g.ch(["the death of " + c.his + " brother {b}", "a breakup with {b}", "release from prison"]) + ".",
                   r=P("HOSPITAL", g.rehab()), m=g.D(d - g.r.randint(60, 900) * DAY, g.ch(["my", "y", "mony"])), b=g.name(g.person("M"), g.ch(["first", "fl"]), "FAMILY")))
    w.para(s)
    w.blank()
    w.heading(g.ch(["Dosing", "Treatment", "OAT"]))
    rows = []
    dd = d - 6 * DAY
    for i in range(g.r.randint(3, 5)):
        rows.append([S(g.D(dd, g.ch(["dm", "wd"]) if i else "num")), g.ch(["methadone 60 mg", "methadone 70 mg", "buprenorphine 16 mg SL", "Buvidal 96 mg", "naltrexone 50 mg"]),
                     g.ch(["observed", "takeaway x2", "missed", "observed"]), S(P("DOCTOR", g.name(c.nurse, "init", "DOCTOR")[0].value))])
        dd += g.r.randint(1, 3) * DAY
    w.table(["Date", "Dose", "Status", "Nurse"], rows)
    w.para([T("Identity confirmed by " + g.ch(["iris scan, template {b}", "fingerprint, ID {b}", "palm-vein scan ({b})"]) + " before dosing.",
              b=P("BIOID", g.bioid(g.ch(["iris", "fp", "palm"]))))])
    w.blank()
    w.heading(g.ch(["Psychosocial", "Social"]))
    ps = [T("Housing: " + g.ch(["staying at {sh}", "rough sleeping near {sh}", "tenancy at {a}"]) + ".", sh=P("LOCATION_OTHER", g.other_place()), a=g.addr_seg(c.addr)),
          T(g.ch(["Unemployed, previously {an} {p} at {e}.", "Works as {an} {p} ({e}); on sick leave."]), an=an(c.prof), p=P("PROFESSION", c.prof), e=P("ORGANIZATION", c.employer)),
          T("Benefits: " + g.ch(["application lodged", "in place"]) + ", {lab} {s}.", lab=c.ssn_lab, s=P("SSN", c.ssn))]
    if g.chance(0.6):
        ps.append(T(g.ch(["Probation officer {po} ({ph}).", "Child protection case {k}, worker {po}.", "Court date {d}, case {k}."]),
                    po=g.name(g.person(), "fl", "FAMILY"), ph=P("PHONE", g.phone()), k=P("IDNUM", g.idnum("court")), d=g.D(d + 20 * DAY)))
    if g.chance(0.5):
        ps.append(T("Driving: licence {dl} " + g.ch(["suspended after DUI", "valid; advised not to drive"]) + "; vehicle {v}.", dl=P("LICENSE", g.drivers_licence()), v=P("VEHICLE", g.plate())))
    w.para(ps)
    w.blank()
    w.heading("Plan")
    pl = [S(g.ch(["Increase methadone by 5 mg every 3 days to 80 mg", "Thiamine 100 mg TDS, diazepam per CIWA", "Naloxone kit issued + training", "Transfer to Buvidal monthly"])),
          T("Script to {ph} ({fx}), Rx {rx}", ph=P("HOSPITAL", c.pharmacy), fx=S("fax ", P("FAX", g.phone("land"))), rx=P("IDNUM", g.idnum("rx"))),
          T("Prescriber {dr}, " + g.ch(["DEA X-waiver {lic}", "licence {lic}", "prescriber no. {lic}"]), dr=g.staff(c.att, "dr"), lic=P("LICENSE", g.staff_license("MD")[1])),
          T("Review {d}", d=g.D(d + 14 * DAY, pool=["wd", "wdlong", "dmtxt", "num"]))]
    w.items(pl)
    w.blank()
    if g.chance(0.5):
        X.addendum(g, w, c, c.adm)
        w.blank()
    sign(w, c, g.ch([c.att, c.nurse]), g.ch(["MD", "NP", "CNS", "RN", "FAChAM"]), "MD", when=d)


# =============================================================================
# 7. oncology and infusion
# =============================================================================
REGIMENS = [("FOLFOX", "oxaliplatin 85 mg/m2, leucovorin 400 mg/m2, 5-FU 2400 mg/m2 over 46 h"),
            ("AC-T", "doxorubicin 60 mg/m2 + cyclophosphamide 600 mg/m2"),
            ("R-CHOP", "rituximab 375 mg/m2, cyclophosphamide, doxorubicin, vincristine 1.4 mg/m2, prednisolone"),
            ("carboplatin/paclitaxel", "carboplatin AUC 5, paclitaxel 175 mg/m2"),
            ("pembrolizumab", "200 mg flat dose q3w"), ("gemcitabine", "1000 mg/m2 D1, D8"),
            ("ABVD", "doxorubicin, bleomycin, vinblastine, dacarbazine"), ("FEC-D", "5-FU, epirubicin, cyclophosphamide then docetaxel")]
DX = ["stage III colon adenocarcinoma (pT3N1M0)", "ER+/HER2- breast cancer, T2N1", "DLBCL stage IIIA", "high-grade serous ovarian carcinoma",
      "metastatic melanoma (BRAF wild-type)", "pancreatic adenocarcinoma", "classical Hodgkin lymphoma stage IIB", "NSCLC adenocarcinoma, PD-L1 80%"]


def oncology(g, w, c):
    terse = tz(w)
    reg, detail = g.ch(REGIMENS)
    cyc = g.r.randint(1, 12)
    d = c.adm
    infusion = g.chance(0.5)
    w.heading(g.ch(["Oncology Clinic Note", "Chemotherapy Day Unit - Nursing", "Infusion Visit", "Medical Oncology Review", "Haematology Day Unit"]))
    w.line(P("HOSPITAL", g.ch([c.hosp, g.town() + " Cancer Centre", g.town() + " Infusion Center", g.town() + " Regional Cancer Program"])))
    extra = [("Chair" if infusion else "Room", S(P("LOCATION_OTHER", str(g.r.randint(1, 30))))),
             ("Visit date", S(g.D(d)))]
    id_block(w, c, ["name", "dob", "mrn"] + g.r.sample(["age", "hp", "acct", "ins", "phone", "gp", "nok"], 3), extra=extra)
    w.blank()
    w.heading(g.ch(["Diagnosis", "Oncology history", "Dx"]))
    dxd = d - g.r.randint(40, 1500) * DAY
    if terse:
        w.para([T(g.ch(DX).lower() + ", dx {d}, bx acc {a}", d=g.D(dxd, g.ch(["mony", "y", "num2"])), a=P("IDNUM", g.idnum("acc"))),
                S(reg.lower() + " c%dd1, ecog %d" % (cyc, g.r.randint(0, 3)))])
    else:
        w.para([T("Diagnosed with " + g.ch(DX) + " in {d} (pathology {a}, {h}).", d=g.D(dxd, g.ch(["my", "y", "mony"])), a=P("IDNUM", g.idnum("acc")),
                  h=P("HOSPITAL", c.hosp2)),
                S("Currently cycle %d of %s (%s). ECOG %d. BSA %.2f m2." % (cyc, reg, detail, g.r.randint(0, 3), g.r.uniform(1.4, 2.3))),
                T("Enrolled in trial {t} since {d}.", t=P("IDNUM", g.idnum("trial")), d=g.Ds(dxd + 30 * DAY)) if g.chance(0.4) else None])
    w.blank()
    w.heading(g.ch(["Toxicity review", "Interval history", "Since last cycle"]))
    tox = [S(g.ch(["Peripheral neuropathy grade 1 (CTCAE v5).", "Mucositis grade 2.", "Fatigue grade 2, nausea controlled with ondansetron 8 mg.",
                   "Hand-foot syndrome grade 1.", "No febrile neutropenia."])), S(labs(g, terse)),
           S(g.ch(["Neutrophils 1.6, proceed.", "ANC 0.9 - delay one week.", "Plt 98, proceed with dose reduction 20%."]))]
    if g.chance(0.6):
        tox.append(T(c.nok_rel.capitalize() + " {n} " + g.ch(["attends all appointments", "drives " + c.him + " to treatment", "is main carer"]) + g.ch(["", "; {n2} ({rel2}) helps on weekends"]) + ".",
                     n=fam(c), n2=g.name(g.person(), "first", "FAMILY"), rel2=g.ch(["neighbour", "friend", "niece"])))
    w.para(tox)
    w.blank()
    w.heading(g.ch(["Pre-treatment checks", "Vitals / premeds"]))
    w.para([S(vitals(g, terse)), S("Weight %.1f kg (baseline %.1f kg)." % (g.r.uniform(45, 120), g.r.uniform(45, 120)))])
    w.table(["Premed", "Dose", "Time"], [[m, dd, time_str(g)] for m, dd in g.r.sample(
        [("dexamethasone", "8 mg IV"), ("ondansetron", "8 mg IV"), ("cetirizine", "10 mg PO"), ("famotidine", "20 mg IV"),
         ("paracetamol", "1 g PO"), ("aprepitant", "125 mg PO"), ("olanzapine", "5 mg PO")], 3)])
    w.blank()
    if infusion:
        w.heading(g.ch(["Access and administration", "Infusion record"]))
        it = [T(g.ch(["Port (Bard PowerPort) accessed with 20G Huber needle, good blood return; port serial {sn}.", "PICC L arm, 38 cm, tip confirmed.",
                      "Implanted port (BardPort) accessed; device ID {sn} per implant card."]), sn=P("DEVICE", g.device_sn())),
              T("Pump: " + g.ch(["CADD-Solis", "Sapphire", "Alaris 8100"]) + " serial {sn}" + g.ch(["", ", elastomeric for 46 h"]), sn=P("DEVICE", g.device_sn())),
              T("Chemo order {o} verified by {u} and double-checked by {rn} at " + time_str(g) + ".", o=P("IDNUM", g.idnum("order")),
                u=P("USERNAME", g.username(c.pharmacist)), rn=g.staff(c.nurse, g.ch(["plain", "cred", "first"]), "RN"))]
        w.items(it)
        w.blank()
    w.heading(g.ch(["Plan", "Plan / next steps"]))
    nxt = d + g.ch([14, 21, 28]) * DAY
    pl = [S(g.ch(["Proceed with C%dD1 today." % cyc, "Delay 1 week, repeat FBC.", "Restage CT after cycle %d." % (cyc + 2)])),
          T("Next cycle {d}" + g.ch(["", " at " + time_str(g)]), d=g.D(nxt, pool=["wd", "wdlong", "num", "txt", "dm"]))]
    if g.chance(0.5):
        pl.append(T("Financial assistance form for " + g.ch(["pembrolizumab", "G-CSF", "transport"]) + " sent to {ins} (member {m}; {sl} {s}).",
                    ins=P("ORGANIZATION", g.insurer()), m=P("HEALTHPLAN", c.hp), sl=c.ssn_lab, s=P("SSN", c.ssn)))
    if g.chance(0.5):
        pl.append(T("Return-to-work letter for {e}; works as {an} {p}.", e=P("ORGANIZATION", c.employer), an=an(c.prof), p=P("PROFESSION", c.prof)))
    if g.chance(0.4):
        pl.append(T("Disabled parking permit renewed for vehicle {v}.", v=P("VEHICLE", g.plate())))
    if g.chance(0.4):
        pl.append(T("Questions to {e} or the 24-h line {ph}; portal {u}.", e=P("EMAIL", g.dept_email(g.ch(["oncology.triage", "chemo.nurses", "cancercentre"]))),
                    ph=P("PHONE", g.phone_ext()), u=P("URL", g.url())))
    w.items(pl)
    w.blank()
    sign(w, c, g.ch([c.att, c.nurse]), g.ch(["MD", "RN, OCN", "MBChB FRCP", "NP", "Onc Pharm"]), "MD", when=d)


# =============================================================================
# 8. transfer, referral and discharge letters
# =============================================================================
def letters(g, w, c):
    kind = g.ch(["discharge", "referral", "transfer"])
    terse = tz(w)
    hp = g.place()
    hstreet = g.street()
    # letterhead
    head_case = g.chance(0.3)
    hn = P("HOSPITAL", c.hosp.upper() if head_case else c.hosp)
    w.line(hn)
    if g.chance(0.5):
        w.line(g.ch(["Department of ", "Division of ", ""]), g.ch(["Medicine", "Cardiology", "Orthopaedics", "Care of the Elderly", "General Surgery", "Respiratory Medicine"]))
    w.line(P("STREET", hstreet), ", ", g.city_seg(hp) if g.loc != "UK" else S(P("CITY", hp["city"])), " ", P("ZIP", hp["zip"]))
    contact = [S(g.ch(["Tel ", "T: ", "Phone: "]), P("PHONE", g.phone("land"))), S(g.ch(["Fax ", "F: ", "Fax: "]), P("FAX", g.phone("land")))]
    if g.chance(0.6):
        contact.append(S(P("URL", g.url(g.ch(["hospital", "referrals", "patients"])))))
    if g.chance(0.5):
        contact.append(S(P("EMAIL", g.dept_email(g.ch(["discharge.office", "referrals", "medicalrecords", "bedmanagement"])))))
    w.line(J(g.ch(["  |  ", " | ", "   ", " - "]), contact))
    w.blank()
    ld = c.adm + g.r.randint(2, 20) * DAY
    w.line(g.D(ld, pool=["long", "ord", "txt", "num", "wdfull"]))
    w.blank()
    rcp = c.gp if kind != "transfer" else g.person()
    rplace = P("HOSPITAL", c.practice if kind != "transfer" else c.hosp2)
    ra = g.addr()
    w.line(g.staff(rcp, "drfull"))
    w.line(rplace)
    w.line(P("STREET", ra["street"]))
    w.line(g.addr_seg(ra, with_street=False))
    w.blank()
    rl = g.ch(["Re: ", "RE: ", "Patient: "])
    w.line(rl, pt_name(c, g.ch(["full", "LF", "fl", "LFs"])), ", ", g.ch(["DOB ", "D.O.B. ", "born "]), g.D(c.dob, pool=["num", "txt", "long", "dash"]))
    w.line(c.mrn_lab.rstrip(":") + " ", P("MRN", c.mrn), g.ch(["  ", " / ", ", "]), c.hp_lab + " ", P("HEALTHPLAN", c.hp),
           g.ch(["", S(g.ch(["  ", ", "]), c.acct_lab + " ", P("ACCOUNT", c.acct))]))
    w.line(g.addr_seg(c.addr))
    if kind == "referral" and g.chance(0.6):
        w.line(g.ch(["UBRN ", "e-Referral no. ", "Referral ID "]), P("IDNUM", g.idnum("ubrn" if g.loc == "UK" else "req")))
    w.blank()
    w.line("Dear ", g.ch([S(g.title(rcp, True) + " ", P("DOCTOR", rcp.last)), S(P("DOCTOR", rcp.first)), "Colleague"]), ",")
    w.blank()
    pr = ref(c, ["tl", "tl", "full"])
    a = g.age(c.age, c.sex, g.ch(["yearold", "words", "aged", "yearold"]))
    if kind == "discharge":
        body = [T("I am writing to update you on {n}, a {a} " + g.ch([c.noun, "patient"]) + " who was admitted under my care on {d1} and discharged on {d2}.",
                  n=pr, a=a, d1=g.D(c.adm, pool=["long", "ord", "txt", "num"]), d2=g.D(ld - DAY, pool=["long", "txt", "num", "wdfull"])),
                S("The principal diagnosis was " + g.ch(["community-acquired pneumonia complicated by AKI", "NSTEMI; angiography showed LAD disease treated with a drug-eluting stent",
                                                          "a hip fracture, fixed with a cemented hemiarthroplasty", "an exacerbation of COPD", "new-onset AF with rapid ventricular response"]) + ". " +
                  "Co-morbidities include " + ", ".join(pmh(g, 3)) + "."),
                S("Discharge medications: " + "; ".join(g.r.sample(["aspirin 75 mg OD", "ticagrelor 90 mg BD", "bisoprolol 2.5 mg OD", "apixaban 5 mg BD", "amoxicillin 500 mg TDS for 2 days",
                                                                      "prednisolone 30 mg OD for 5 days", "furosemide 40 mg OD", "paracetamol 1 g QDS PRN"], 4)) + ".")]
        fu = [T("Follow-up in " + g.ch(["fracture clinic", "cardiology clinic", "respiratory clinic"]) + " on {d} with {dr}.", d=g.D(ld + 30 * DAY, pool=["long", "wdfull", "num", "txt"]),
                dr=g.staff(c.att, "dr")),
              T("Would you kindly check U&E on {d}? " + g.ch(["Community nursing", "District nurses", "Home care"]) + " will visit {addr}.", d=g.Ds(ld + 7 * DAY), addr=S(P("STREET", c.addr["street"])))]
    elif kind == "referral":
        body = [T("Thank you for seeing {n} ({a}), whom I reviewed on {d}.", n=pr, a=g.age(c.age, c.sex, g.ch(["yo_", "sexafter", "years"])), d=g.D(ld - 3 * DAY, pool=["long", "txt", "num"])),
                S(g.ch(["I would be grateful for your opinion regarding progressive exertional dyspnoea; echo showed EF 38%.",
                        c.he.capitalize() + " has a 3-month history of weight loss and iron-deficiency anaemia (ferritin 8); FIT positive.",
                        c.he.capitalize() + " has had two episodes of transient left arm weakness; carotid Doppler shows 70% ICA stenosis.",
                        c.he.capitalize() + " reports worsening memory over a year; MoCA 19/30, B12 and TSH normal."])),
                T("Past history includes " + ", ".join(pmh(g, 3)) + ". " + g.ch(["{n2} works as {an} {p} at {e}.", "{n2} is a retired {p}."]),
                  n2=ref(c, ["tl", "first"]), an=an(c.prof), p=P("PROFESSION", c.prof), e=P("ORGANIZATION", c.employer))]
        fu = [T(g.ch(["The patient can be contacted on {ph}", "Please contact " + c.his + " " + c.nok_rel + ", {f}, on {ph}"]) + "" + g.ch([".", " or by email at {em}."]),
                ph=P("PHONE", c.phone), f=fam(c), em=P("EMAIL", g.email(c.pt, True)))]
    else:
        amb = P("ORGANIZATION", g.ambulance())
        body = [T("Thank you for accepting {n} ({a}) in transfer from {h}, " + g.ch(["{wd}", "{wd} bed {b}"]) + ", on {d}.",
                  n=pr, a=g.age(c.age, c.sex, g.ch(["sexafter", "yo_", "yearold"])), h=P("HOSPITAL", c.hosp), wd=P("HOSPITAL", c.ward), b=P("LOCATION_OTHER", c.bed),
                  d=g.D(ld, pool=["long", "wdfull", "txt", "num"])),
                S(g.ch(["Transfer is for specialist neurosurgical care following a subdural haematoma (GCS 13).", "Transfer is for cardiac surgery (CABG x3) work-up.",
                        "Transfer is for rehabilitation following an ischaemic stroke (NIHSS 6).", "Transfer is for repatriation to the local hospital."])),
                T("Accepting clinician {dr} (" + g.ch(["{lab} {lic}", "bleep {pg}", "ext {pg}"]) + "); transport by {amb}, departing " + time_str(g) + ".",
                  dr=g.staff(g.person(), g.ch(["dr", "drfull"])), lab=g.staff_license("MD")[0], lic=P("LICENSE", g.staff_license("MD")[1]), pg=P("PHONE", g.pager()), amb=amb)]
        fu = [T("Lines: " + g.ch(["PIV x2", "PICC R arm (inserted {d2})", "urinary catheter since {d2}"]) + ". Pacemaker " + g.ch(["not applicable", "serial {sn}"]) + ". Last dose of enoxaparin 40 mg at 08:00.",
                d2=g.Ds(c.adm + DAY), sn=P("DEVICE", g.device_sn())),
              T("Belongings: " + g.ch(["wallet and mobile", "glasses, hearing aid"]) + "; " + c.nok_rel + " {f} ({ph}) aware and will meet the patient at {h2}.",
                f=fam(c), ph=P("PHONE", c.nok_phone), h2=P("HOSPITAL", c.hosp2))]
    inv = T("Investigations: " + g.ch(["CT head ({d}) showed no acute intracranial abnormality", "CXR ({d}) showed right lower lobe consolidation",
                                        "echocardiogram ({d}) showed EF 40% with moderate MR", "CT pulmonary angiogram ({d}) excluded PE"]) +
            "; " + labs(g) + ". " + g.ch(["Histology from {d2} is pending (specimen {s}) and I will forward it.", "Blood cultures were negative.",
                                          "Microbiology: {s} grew E. coli sensitive to co-amoxiclav."]),
            d=g.Ds(c.adm + DAY), d2=g.Ds(c.adm + 2 * DAY), s=P("IDNUM", g.idnum("spec")))
    soc = T("Socially, {n} lives " + g.ch(["with " + c.his + " " + c.nok_rel + " {f}", "alone with carers twice daily", "at {ch}"]) + " and " +
            g.ch(["mobilises with a stick", "is independent with ADLs", "needs one assist for transfers"]) + ". " +
            g.ch(["Clinical Frailty Scale 5.", "Driving was discussed (DVLA/licensing rules).", "A POLST/advance directive is on file."]),
            n=ref(c, ["tl", "first"]), f=fam(c), ch=P("HOSPITAL", g.care_home()))
    body = body + [inv, soc]
    # style variants of the body
    if w.sty in ("bullets", "terse", "fields", "aligned", "table"):
        w.heading(g.ch(["Summary", "Clinical summary", "Details"]))
        w.items(body) if w.sty in ("bullets", "terse") else w.para(body)
        w.blank()
        w.heading(g.ch(["Follow-up", "Actions", "Requests"]))
        w.items(fu)
        if w.sty in ("table", "aligned"):
            w.blank()
            rows = [[S(g.D(c.adm + DAY, "dm" if g.us else "num")), g.ch(["CT head", "CXR", "Echo", "CT abdomen"]), g.ch(["no acute findings", "RLL consolidation", "EF 40%"]), S(P("IDNUM", g.idnum("acc")))],
                    [S(g.D(c.adm + 2 * DAY, "dm" if g.us else "num")), g.ch(["FBC", "Blood cultures", "MRI spine"]), g.ch(["Hb 102", "no growth", "L4/5 disc prolapse"]), S(P("IDNUM", g.idnum("acc")))]]
            w.table(["Date", "Investigation", "Result", "Accession"], rows)
    else:
        for b in body:
            w.line(b)
            w.blank()
        w.para(fu)
    w.blank()
    w.line(g.ch(["Yours sincerely,", "Kind regards,", "With best wishes,", "Yours faithfully,"]))
    w.blank()
    att = c.att
    w.line(g.staff(att, g.ch(["drfull", "plain"])), g.ch([", ", " "]), g.ch(["MD", "MBBS MRCP", "FRCPC", "FRACP", "Consultant Physician", "MB BCh"]))
    lab, lic = g.staff_license("MD")
    w.line(lab + g.ch([": ", " "]), P("LICENSE", lic))
    if g.chance(0.5):
        w.line(g.ch(["Secretary: ", "Sec: "]), g.name(g.person("F"), "fl", "DOCTOR"), g.ch([" ", ", "]), P("PHONE", g.phone_ext()))
    if g.chance(0.5):
        w.line(g.ch(["Dictated ", "D: "]), g.D(ld - DAY, pool=["num", "num2"]), " / ", g.ch(["Typed ", "T: "]), g.D(ld, pool=["num", "num2"]), " ",
               g.ch(["DD/", "", "AT/"]), P("DOCTOR", g.name(g.person(), "init", "DOCTOR")[0].value.lower()))
    cc = [S(g.ch(["Patient", "Patient (by post)"]))]
    if g.chance(0.6):
        cc.append(S(g.staff(g.person(), "dr"), ", ", P("HOSPITAL", g.practice())))
    if g.chance(0.4):
        cc.append(S(P("HOSPITAL", g.care_home()), " (fax ", P("FAX", g.phone("land")), ")"))
    w.line("cc: ", J("; ", cc))
