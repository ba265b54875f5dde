"""Letters: coeliac clinic letter, family screening letter, DEXA and bone
health referral, gluten-free prescription request."""
import blocks as B
import clin
import ids
import prose
from phi import Note


def _D(x, dt, st=None):
    return ("DATE", x.d(dt, st))


def clinic_letter(x):
    n = Note(x.spell)
    k = B.case(x, 3, 84)
    p = k.pt
    s, o, pos = p.pr()
    cd = x.cd
    dept = x.ch(["Department of Gastroenterology", x.CD + " Clinic, Gastroenterology Outpatients",
                 (x.paed.capitalize() + " Gastroenterology") if k.child else "Digestive Diseases Unit",
                 "Division of Gastroenterology & Hepatology"])
    trust = x.site("trust")["name"] if x.pr(0.3) else None
    B.letterhead(n, x, k.hosp, dept, trust=trust)
    n.add("\n")
    clinic = k.today
    if x.pr(0.6):
        n.add(x.ch(["Clinic date: ", "Seen: ", "Date of clinic: "]), _D(x, clinic), "\n")
    n.add(x.ch(["Date typed: ", "Date: ", "Letter date: "]), _D(x, x.after(clinic, 1, 12)), "\n")
    if x.pr(0.35):
        a = ids.account(x)
        n.add(a[0], ": ", ("ACCOUNT", a[1]), "\n")
    n.add("\n")
    n.add(k.gp.n(x.ch(["tfull", "tfull", "ini"])), "\n", ("HOSPITAL", k.gps["name"]), "\n", x.addr(k.gps["addr"], "block"), "\n\n")
    B.greeting(n, x, k.gp)
    B.pt_banner(n, x, k)
    if k.child:
        n.add("Parent: ", k.parent.n("full"), " (", k.parent.role, ")", x.ch(["", "  Mob: "]))
        if n.buf[-1] == "  Mob: ":
            n.add(("PHONE", x.phone("mob")))
        n.add("\n")
    n.add("\n")
    scen = x.ch(["new", "new", "fu", "fu", "nr"])
    diag_dt = k.diag if scen != "new" else x.before(clinic, 10, 60)
    tt = clin.ttg(x, positive=(scen != "fu"))
    n.add(x.ch(["Diagnoses:", "Diagnosis:", "Problem list:", "Impression:"]), "\n")
    atro = clin.marsh(x, True)
    if k.child and scen == "new" and x.pr(0.5):
        n.add("1. ", x.CD, " disease - no-biopsy pathway (tTG-IgA ", tt[0], " U/mL, >10x ULN; EMA positive on second sample ",
              _D(x, x.before(clinic, 5, 40)), ")\n")
    else:
        n.add("1. ", x.CD, " disease, diagnosed ", _D(x, diag_dt, x.ch(["my", "num", "y", "long"])), " - ", atro, "\n")
    for i, c in enumerate(prose.comorb(x, x.ri(0, 3))):
        n.add("%d. %s\n" % (i + 2, c))
    if x.pr(0.7):
        n.add("\n", x.ch(["Medication:", "Current medications:", "Meds:"]), "\n")
        for m in prose.meds(x, sex=p.sex):
            n.add("- ", m, "\n")
    n.add("\n")
    intro = x.ch(["I saw ", "I reviewed ", "Many thanks for asking me to see ", "It was a pleasure to meet "])
    n.add(intro, p.n(x.ch(["title", "tfull", "first"])) if not k.child else p.n(x.ch(["first", "full"])))
    if k.child:
        n.add(", aged ", ("AGE", str(p.age)), ", with ", pos, " ", k.parent.role, " ", k.parent.n(x.ch(["first", "title"])))
    elif x.pr(0.4):
        fam = x.family(p, x.ch(["wife", "husband", "partner"] + (["daughter", "son"] if p.age > 42 else ["mother", "sister"])))
        n.add(" (", x.age_pieces(p.age, x.ch(["yo", "year-old", "y"])), ")", ", accompanied by ", pos, " ", fam.role, " ", fam.n(x.ch(["first", "full"])))
    elif x.pr(0.3):
        w = x.age_word(p.age)
        n.add(", ", "an " if w[0] in "aeiou" else "a ", ("AGE", w), "-year-old ", x.ch(["woman", "lady"]) if p.sex == "F" else x.ch(["man", "gentleman"]))
    else:
        n.add(", ", "an " if str(p.age)[0] == "8" or p.age in (11, 18) else "a ", x.age_pieces(p.age, "year-old"), " ", x.ch(["woman", "lady"]) if p.sex == "F" else x.ch(["man", "gentleman"]))
    n.add(x.ch([" in the " + cd + " clinic today.", " in clinic today.", " in the GI clinic."]), "\n\n")
    sy = prose.symptoms(x)
    if scen == "new":
        n.add(s.capitalize(), " presented with a ", str(x.ri(3, 24)), "-month history of ", ", ".join(sy[:-1]), " and ", sy[-1],
              ". tTG-IgA on ", _D(x, x.before(clinic, 40, 120)), " was ", tt[0], " U/mL (ref ", tt[1], ") with a normal total IgA")
        if k.child and x.pr(0.4):
            n.add(". Growth: weight on the 9th centile, having dropped from the 50th centile")
        n.add(".\n\n")
        if not k.child or x.pr(0.5):
            n.add("Gastroscopy on ", _D(x, x.before(clinic, 5, 35)), " at ", ("HOSPITAL", x.ch([k.hosp["name"], x.site("hosp")["name"]])),
                  " showed scalloping of the duodenal folds; D2 and D1 biopsies confirm ", atro, ".\n\n")
        n.add("I have explained the diagnosis and the need for a strict lifelong gluten-free diet. ",
              x.ch(["I have referred ", "We have booked "]), o, " to our specialist dietitian, ", x.staff("diet").n(x.ch(["full", "title"])),
              ", and ", x.ch(["first-degree relatives should be offered serological screening.", "we will write separately regarding family screening."]), "\n\n")
    elif scen == "fu":
        n.add(s.capitalize(), " was diagnosed in ", _D(x, diag_dt, "y"), " and reports good adherence to the gluten-free diet (",
              clin.scores(x), "). ", x.ch(["Symptoms have resolved.", "Bowels now open once daily, Bristol type 4.", "Occasional bloating only."]),
              " tTG-IgA has fallen to ", tt[0], " U/mL on ", _D(x, x.before(clinic, 7, 40)), ".\n\n")
    else:
        n.add("Despite ", str(x.ri(1, 6)), " years on a gluten-free diet ", s, " continues to report ", ", ".join(sy), ". tTG-IgA remains ",
              tt[0], " U/mL. Repeat duodenal biopsies on ", _D(x, x.before(clinic, 10, 90)), " showed persistent ", atro,
              ". We went through possible sources of inadvertent gluten: ", x.ch(["shared toaster and butter", "soy sauce and stock cubes",
                                                                                 "non-certified oats", "beer", "takeaway chips from a shared fryer"]))
        if x.pr(0.5):
            n.add(", and communion wafers at ", ("ORGANIZATION", x.org("church")), " (low-gluten hosts discussed)")
        n.add(". Differential includes ongoing gluten exposure, microscopic colitis, SIBO and, less likely, refractory ", cd,
              " disease type 1.\n\n")
    if x.pr(0.65):
        n.add(prose.social(x, k), "\n")
    if x.pr(0.45):
        n.add(prose.family_history(x, k), "\n")
    if x.pr(0.35):
        n.add(prose.travel(x, k), "\n")
    n.add("\n")
    if x.pr(0.6):
        n.add("Bloods (", _D(x, x.before(clinic, 3, 30), x.ch(["num", "num_short", "abbr"])), "):\n")
        for r in clin.bloods(x):
            n.add("  %-14s %-6s %-7s (%s)\n" % r)
        n.add("\n")
    n.add("Plan:\n")
    plan = ["Strict gluten-free diet; dietetic review " + x.ch(["booked", "in 6-8 weeks", "requested"]),
            "Repeat tTG-IgA, FBC, ferritin, folate, B12, vitamin D, TFT and LFT in 6 months",
            "Pneumococcal vaccination (" + x.ch(["PPV23", "PCV20", "PCV15 then PPV23"]) + ") advised for hyposplenism",
            "DXA bone density scan " + x.ch(["requested", "at 1 year if symptomatic", "not indicated at present"]),
            x.ch(["Calcium 1000-1200 mg/day in diet or supplement", "Continue iron until ferritin >50"]),
            "Screening of first-degree relatives (tTG-IgA + total IgA)"]
    x.r.shuffle(plan)
    bul = x.ch(["num", "- ", "* "])
    for i, pl in enumerate(plan[:x.ri(3, 5)]):
        n.add("%d. " % (i + 1) if bul == "num" else bul, pl, "\n")
    n.add("Follow-up: ", x.ch(["12 months", "6 months in the nurse-led clinic", "annual review with the dietitian", "on " ]))
    if n.buf[-1] == "on ":
        n.add(_D(x, x.after(clinic, 150, 400)))
    n.add("\n\n")
    B.signoff(n, x, k.cons, "cons", child=k.child, lic=x.pr(0.7), phone=x.pr(0.4))
    n.add("\n")
    B.cc_block(n, x, k, extra=[["Dietetics, ", ("HOSPITAL", k.hosp["name"])]] if x.pr(0.4) else None)
    if x.pr(0.7):
        B.typist(n, x, k.cons, clinic)
    return n


def family_screening_letter(x):
    n = Note(x.spell)
    k = B.case(x, 4, 70)
    p = k.pt
    s, o, pos = p.pr()
    to_gp = x.pr(0.45)
    B.letterhead(n, x, k.hosp, x.ch([x.CD + " Service", "Gastroenterology Department", x.CD + " Family Screening Programme"]))
    n.add("\n", _D(x, k.today, x.ch(["long", "num", "ord"])), "\n")
    if x.pr(0.4):
        n.add(x.ch(["Our ref: ", "Ref: "]), ("IDNUM", ids.idnum(x, "ref")), "\n")
    n.add("\n")
    rels = []
    for rel in x.r.sample(["mother", "father", "sister", "brother", "son", "daughter"], x.ri(1, 3)):
        if p.age < 20 and rel in ("son", "daughter"):
            continue
        if p.age > 62 and rel in ("mother", "father"):
            continue
        f = x.family(p, rel, same_last=x.pr(0.8))
        if rel in ("son", "daughter"):
            f.age = max(1, p.age - x.ri(18, 38))
        elif rel in ("mother", "father"):
            f.age = p.age + x.ri(18, 36)
        else:
            f.age = max(1, p.age + x.ri(-9, 9))
        f.dob = x.dob_for(f.age, k.today)
        rels.append(f)
    if not rels:
        f = x.family(p, "mother")
        f.age = x.ri(30, 60)
        f.dob = x.dob_for(f.age, k.today)
        rels.append(f)
    if to_gp:
        n.add(k.gp.n("tfull"), "\n", ("HOSPITAL", k.gps["name"]), "\n", x.addr(k.gps["addr"], "block"), "\n\n")
        B.greeting(n, x, k.gp)
        n.add("Re: family screening for relatives of ", p.n(x.ch(["full", "tfull"])), ", DOB ", _D(x, p.dob), ", ", k.mrn[0], " ",
              ("MRN", k.mrn[1]), "\n\n")
        n.add("Your patient's ", rels[0].role if len(rels) == 1 else "relatives", " listed below ", "is" if len(rels) == 1 else "are",
              " first-degree relatives of ", p.n(x.ch(["title", "full"])), ", who was diagnosed with ", x.cd, " disease on ",
              _D(x, k.diag), ". The risk of ", x.cd, " disease in first-degree relatives is approximately 10%, and ",
              x.ch(["NICE NG20", "the " + x.ch(clin.GUIDELINES)]), " recommends offering serological testing.\n\n")
        n.add(x.ch(["Relative", "Name"]), " | Relationship | DOB | Age\n")
        for f in rels:
            n.add(f.n(x.ch(["full", "LF"])), " | ", f.role, " | ", _D(x, f.dob), " | ", ("AGE", str(f.age)), "\n")
        if x.pr(0.35):
            ab = x.family(p, x.ch(["brother", "sister"]))
            n.add("A further sibling, ", ab.n(x.ch(["full", "first"])), ", lives in ", x.foreign(), " and has been advised to arrange testing locally.\n")
        n.add("\nWe would be grateful if you could arrange tTG-IgA with total IgA while they are eating gluten (at least one meal containing gluten daily for 6 weeks).",
              " Children under 2 and anyone with IgA deficiency may need HLA-DQ2/DQ8 typing or IgG-based testing instead.\n\n")
    else:
        f = rels[0]
        n.add(f.n(x.ch(["tfull", "full"])) if f.age >= 16 else ["Parent/guardian of ", f.n("full")], "\n", x.addr(k.addr, "block"), "\n\n")
        n.add("Dear ", f.n(x.ch(["title", "first", "tfull"])) if f.age >= 16 else "Parent/Guardian", ",\n\n")
        n.add(x.ch(["You are receiving this letter because your ", "We are writing as your "]), "" if f.age >= 16 else "child's ", ("father" if f.role in ("son", "daughter") and p.sex == "M" else
              "mother" if f.role in ("son", "daughter") else {"mother": "daughter" if p.sex == "F" else "son",
                                                               "father": "daughter" if p.sex == "F" else "son",
                                                               "sister": "sister" if p.sex == "F" else "brother",
                                                               "brother": "sister" if p.sex == "F" else "brother"}[f.role]),
              ", ", p.n(x.ch(["first", "full"])), ", has recently been diagnosed with ", x.cd, " disease",
              x.ch([" and has given permission for us to contact you.", ".", " and asked us to write to you."]), "\n\n")
        n.add(x.CD, " disease runs in families. We recommend a simple blood test (tTG antibody and total IgA). ",
              "Please keep eating foods that contain gluten (bread, pasta, cereals) until the test is done.\n\n")
        loc = x.site("hosp")
        n.add("You can attend the walk-in phlebotomy clinic at ", ("HOSPITAL", loc["name"]), ", ",
              ("LOCATION_OTHER", x.building()), ", ", x.ch(["Monday to Friday 8am-4pm", "weekdays 08:00-16:30", "Tue/Thu 9-12"]),
              ", or ask your ", x.gp, " (", k.gp.n("title"), ", ", ("HOSPITAL", k.gps["name"]), ").\n")
        if x.pr(0.5):
            ap = x.wkday(x.after(k.today, 7, 40))
            n.add("Your appointment has been booked for ", _D(x, ap, x.ch(["wk", "long"])), " at ", x.ch(["10:15", "09:40", "2.30pm", "14:10"]), " in ",
                  x.ch(["Room ", "Bay ", "Cubicle "]), ("LOCATION_OTHER", str(x.ri(1, 30)) + x.ch(["", "A", "B"])), ".\n")
        n.add("\n")
        if len(rels) > 1:
            n.add("We would also suggest testing for ")
            for i, r in enumerate(rels[1:]):
                n.add(" and " if i else "", r.n(x.ch(["first", "full"])), " (", ("AGE", str(r.age)), ")")
            n.add(".\n\n")
    n.add("If you have any questions please contact the ", x.cd, " nurse team on ", ("PHONE", x.phone("land")))
    if x.pr(0.5):
        n.add(" or e-mail ", ("EMAIL", x.email(slug=k.hosp["slug"], box=x.ch(["coeliac.nurses", "celiac.team", "gi.nurses"]))))
    n.add(".\n", "Information leaflet: ", ("URL", x.url(k.hosp["slug"], "info")), "\n\n")
    who = x.staff(x.ch(["cns", "cons"]))
    B.signoff(n, x, who, who.role, lic=x.pr(0.3))
    if x.pr(0.5):
        n.add("\ncc: ", p.n("full"), " (index case)\n")
    return n


def dexa_referral(x):
    n = Note(x.spell)
    k = B.case(x, 18, 86)
    p = k.pt
    img = x.site("imaging")
    n.add(x.ch(["REQUEST FOR DXA BONE DENSITOMETRY", "DEXA Referral - Bone Health", "Bone Densitometry (DXA) Request Form",
                "Referral: Bone density scan"]), "\n")
    n.add("To: ", ("HOSPITAL", img["name"]), ", ", x.addr(img["addr"], "inline"), "\n")
    n.add("Fax: ", ("FAX", x.phone("land")), x.ch(["   Bookings: ", "  Tel: "]), ("PHONE", x.phone("land")), "\n")
    n.add("Date of request: ", _D(x, k.today), x.ch(["   Urgency: routine", "   Urgency: soon", ""]), "\n")
    if x.pr(0.5):
        n.add("Request no: ", ("IDNUM", ids.idnum(x, "dxa")), "\n")
    n.add("\nPATIENT DETAILS\n")
    n.add("Name: ", p.n(x.ch(["LF", "full", "LFU"])), "\n", "DOB: ", _D(x, p.dob), "   Age: ", ("AGE", str(p.age)), "   Sex: ", p.sex, "\n")
    n.add(k.mrn[0], ": ", ("MRN", k.mrn[1]))
    if k.nat:
        n.add("   ", k.nat[0], ": ", ("MRN", k.nat[1]))
    n.add("\nAddress: ", x.addr(k.addr, "inline", country=x.pr(0.1)), "\n", "Phone: ", ("PHONE", x.phone(x.ch(["mob", "land"]))), "\n")
    if k.ssn and x.c != "CA" and x.pr(0.6):
        n.add(k.ssn[0], ": ", ("SSN", k.ssn[1]), "\n")
    if x.c in ("US", "CA", "AU") or x.pr(0.2):
        h = k.hp
        n.add(h[0], ": ", ("HEALTHPLAN", h[1]))
        if x.c == "US":
            n.add("  Insurer: ", ("ORGANIZATION", x.org("insurer")), "  Group: ", ("HEALTHPLAN", ids.group_no(x)))
        n.add("\n")
    if x.pr(0.35):
        n.add("Transport: ", x.ch(["own car - parking permit requested for vehicle reg ", "driven by daughter, car reg ", "hospital car park pass for "]),
              ("VEHICLE", ids.vehicle(x)), "\n")
    elif x.pr(0.3):
        n.add("Transport: patient transport required (mobility) - ", x.ch(["wheelchair", "walking frame"]), "\n")
    n.add("\nCLINICAL INDICATION\n")
    yrs = (k.today - k.diag).days // 365
    n.add("Newly diagnosed " if yrs < 1 else x.ch(["Established ", "Longstanding "]), x.cd, " disease (diagnosed ", _D(x, k.diag, x.ch(["y", "my"])), ")", x.ch([
        " with vitamin D deficiency and raised PTH.", " - baseline DXA per " + x.ch(clin.GUIDELINES) + ".",
        " with low-trauma wrist fracture " + x.ch(["2 years ago", "last winter", "in " ]), " and persistent villous atrophy on repeat biopsy."]))
    if n.buf[-1] == "in ":
        n.add(_D(x, x.before(k.today, 100, 900), "y"), ".")
    n.add("\n")
    rf = ["Postmenopausal" if p.sex == "F" and p.age > 50 else "Premenopausal" if p.sex == "F" else "Male",
          "BMI %.1f" % (16 + x.r.random() * 14), x.ch(["Smoker", "Ex-smoker", "Never smoked"]),
          x.ch(["Alcohol >3 units/day: no", "Alcohol 10 units/week"]),
          x.ch(["Oral glucocorticoids >3 months: yes (prednisolone)", "No glucocorticoids", "Previous budesonide course"]),
          x.ch(["Parental hip fracture: yes (mother)", "Parental hip fracture: no"]),
          x.ch(["Rheumatoid arthritis: no", "Secondary osteoporosis: yes (malabsorption)"])]
    n.add("Risk factors: ", "; ".join(rf[:x.ri(4, 7)]), "\n")
    n.add(clin.frax(x), " (calculated without BMD)\n")
    if x.pr(0.5):
        n.add("Previous DXA: ", _D(x, x.before(k.today, 700, 2500), x.ch(["num", "my"])), " at ", ("HOSPITAL", x.site("imaging")["name"]),
              " - lumbar spine T-score ", "%.1f" % (-3 + x.r.random() * 3), "\n")
    n.add("Relevant bloods: ", ", ".join("%s %s %s" % (a, b, c) for a, b, c, _ in clin.bloods(x)[:4]), "\n")
    n.add("Pregnant: ", x.ch(["No", "No - LMP 2 weeks ago"]) if p.sex == "F" and p.age < 52 else "N/A", "   Weight >160 kg: No\n")
    n.add("\nREFERRER\n")
    ref = x.ch([k.cons, k.gp])
    role = ref.role
    n.add(ref.n(x.ch(["tfull", "cred"])), ", ", B.role_title(x, role), "\n")
    if role != "gp":
        n.add(("HOSPITAL", k.hosp["name"]), "\n")
    else:
        n.add(("HOSPITAL", k.gps["name"]), ", ", x.addr(k.gps["addr"], "inline"), "\n")
    L = ids.license(x, role)
    n.add(L[0], ": ", ("LICENSE", L[1]), x.ch(["   Tel: ", "   Bleep: ", "   Pager: "]))
    n.add(("PHONE", x.phone(x.ch(["land", "bleep"]))), "\n")
    if x.pr(0.4):
        n.add("Email results to: ", ("EMAIL", x.email(ref)), "\n")
    n.add("Copy report to: ", k.gp.n(x.ch(["tfull", "ini"])), ", ", ("HOSPITAL", k.gps["name"]) if x.pr(0.7) else "GP practice", "\n")
    if x.pr(0.45):
        n.add("\n--- DXA REPORT (for department use) ---\n")
        tech = x.staff("rad")
        n.add("Scan date: ", _D(x, x.after(k.today, 14, 80)), "   Scanner: ", x.ch(["Lunaris iDXA", "OsteoScan Horizon-C", "Densiscan Pro 5"]),
              " S/N ", ("DEVICE", ids.device(x, "dxa")), "\n")
        n.add("Site                BMD (g/cm2)  T-score   Z-score\n")
        for s_, b, t, z in clin.dexa(x):
            n.add("%-19s %-12s %-9s %s\n" % (s_, b, t, z))
        n.add("Conclusion: ", x.ch(["Osteopenia at the lumbar spine.", "Osteoporosis (WHO criteria) at the femoral neck.",
                                     "BMD within the expected range for age (Z-score > -2.0).", "Low bone mass for age at L1-L4."]), "\n")
        n.add("Scanned by ", tech.n(x.ch(["full", "cred"])), "; reported by ", x.staff("cons").n("tfull"), "\n")
    return n


def gf_prescription_request(x):
    n = Note(x.spell)
    k = B.case(x, 2, 85)
    p = k.pt
    c = x.c
    diet = x.staff("diet")
    if c in ("UK", "IE", "NZ") or (c == "AU" and x.pr(0.3)):
        title = {"UK": x.ch(["Request for gluten-free foods on prescription (ACBS)", "GLUTEN-FREE PRESCRIPTION REQUEST",
                              "Gluten-free staple foods - prescribing request to GP"]),
                 "IE": "Request for gluten-free products - GMS/medical card",
                 "NZ": "Special Authority application - gluten-free foods",
                 "AU": "Request: gluten-free food supply (hospital dietetics)"}[c]
        n.add(title, "\n")
        B.letterhead(n, x, k.hosp, "Nutrition & Dietetics", contact=x.pr(0.7))
        n.add("\nTo: ", k.gp.n("tfull"), ", ", ("HOSPITAL", k.gps["name"]), "\n")
        if x.pr(0.5):
            n.add("Fax: ", ("FAX", x.phone("land")), "\n")
        n.add("Date: ", _D(x, k.today), "\n\n")
        n.add("Patient: ", p.n(x.ch(["full", "LF"])), "   DOB: ", _D(x, p.dob), "   Age: ", ("AGE", str(p.age)), "\n")
        n.add(k.mrn[0], ": ", ("MRN", k.mrn[1]))
        if k.nat:
            n.add("   ", k.nat[0], ": ", ("MRN", k.nat[1]))
        n.add("\n")
        if c == "IE" and k.ssn:
            n.add(k.ssn[0], ": ", ("SSN", k.ssn[1]), "   ")
        if x.pr(0.6):
            n.add(k.hp[0], ": ", ("HEALTHPLAN", k.hp[1]), "\n")
        else:
            n.add("\n")
        n.add("Nominated pharmacy: ", ("HOSPITAL", x.site("pharm")["name"]), ", ", ("CITY", x.town()), "\n\n")
        n.add("Diagnosis: ", x.cd, " disease confirmed ", _D(x, k.diag, x.ch(["my", "num"])), " (", x.ch(["biopsy", "serology + biopsy", "no-biopsy pathway"]),
              "). ", x.ch(clin.CODES[:3]), "\n")
        if c == "UK":
            rows = sorted(x.r.sample(range(len(clin.UNIT_TABLE)), x.ri(3, 5)))
            n.add("National guidance - units per month (extract):\n")
            for ri_ in rows:
                n.add("  %-20s %2d units\n" % clin.UNIT_TABLE[ri_])
            n.add("Allowance agreed for this patient: ", str(x.ri(8, 18)), " units/month\n")
            n.add("Unit guide: 400 g bread = 1 unit; 500 g flour/bread mix = 2 units; 250 g pasta = 1 unit\n\n")
        n.add("Items requested per month:\n")
        tot = 0
        items = list(clin.GF_ITEMS)
        x.r.shuffle(items)
        for it in items[:x.ri(2, 5)]:
            q = x.ri(1, 4)
            tot += q * it[2]
            n.add("- ", x.ch(clin.GF_BRANDS), " ", it[0], " ", it[1], " x ", str(q), x.ch(["", "  (PIP %s-%s)" % (x.digits(3), x.digits(4))]), "\n")
        n.add("Total: ", str(tot), " units/month\n\n")
        n.add(x.ch(["Please issue on FP10 and review annually.", "Please add to repeat template.", "Please prescribe as above; the patient will collect monthly.",
                    "Please complete the Special Authority and forward to the community pharmacy."]), "\n")
        if x.pr(0.4):
            n.add("Prescription ref: ", ("IDNUM", ids.idnum(x, "rx")), "\n")
        n.add("\n")
        B.signoff(n, x, diet, "diet", child=k.child, lic=True, phone=x.pr(0.6))
    else:
        # US / CA / AU: letter of medical necessity for tax / insurance
        B.letterhead(n, x, k.hosp, x.ch([x.CD + " Disease Program", "Gastroenterology Associates", "Digestive Health Clinic", x.CD + " Clinic"]))
        n.add("\n", _D(x, k.today, "long"), "\n\n")
        if c == "CA":
            n.add("RE: Medical expense tax credit - gluten-free products (Canada Revenue Agency)\n")
        elif c == "US":
            n.add("RE: Letter of Medical Necessity - gluten-free foods (HSA/FSA)\n")
        else:
            n.add("RE: Supporting letter - gluten-free diet costs\n")
        n.add("Patient: ", p.n(x.ch(["full", "fml"])), "\nDate of birth: ", _D(x, p.dob), "\n")
        n.add(x.addr(k.addr, "block"), "\n")
        if k.ssn and x.pr(0.8):
            n.add(k.ssn[0], ": ", ("SSN", k.ssn[1]), "\n")
        n.add(k.hp[0], ": ", ("HEALTHPLAN", k.hp[1]))
        if c == "US":
            n.add("   Plan: ", ("ORGANIZATION", x.org("insurer")))
        n.add("\n\nTo whom it may concern,\n\n")
        pron = p.pr()
        n.add("This letter confirms that ", p.n(x.ch(["tfull", "full"])), " has biopsy-confirmed ", x.cd, " disease (ICD-10 K90.0), diagnosed on ",
              _D(x, k.diag), ". The only treatment is a strict, lifelong gluten-free diet. ", pron[0].capitalize(),
              " therefore requires gluten-free bread, flour and pasta, which cost substantially more than their gluten-containing equivalents. ",
              "This is a medical necessity and not a lifestyle choice.\n\n")
        if k.child:
            n.add("The claim is being made by ", pron[2], " ", k.parent.role, ", ", k.parent.n("full"), ".\n\n")
        n.add("Please contact my office at ", ("PHONE", x.phone("land")), " with any questions.\n\n")
        who = x.ch([k.cons, diet])
        B.signoff(n, x, who, who.role, lic=True)
    return n
