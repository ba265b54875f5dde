"""Genres: memory clinic initial assessment, collateral history, neuroimaging report."""
import clin as K
import blocks as B
from phi import nm
from util import (days, tm, rel, fam_paren, onset, living, car, kid_summary, fam_history,
                  numbered, weekday, hol, street_name, art)


def _cog_table(n, c, R, which):
    if which == "moca":
        rows, tot, edu = K.moca(R, c.dx[0])
        n.f("MoCA ({v}) administered by {who}:\n", v=R.choice(["v8.1 English", "version 8.2", "v7.1", "Basic"]),
            who=c.S(c.nurse if R.random() < 0.5 else c.reg, R.choice(["l", "fl", "il"])))
        n.t(K.table(rows, "TOTAL" + (" (incl +1 edu)" if edu else ""), tot, 30, R) if R.random() < 0.7
            else K.table_pipe(rows, "Total", tot, 30))
        c.cog = "MoCA %d/30" % tot
    else:
        rows, tot = K.ace3(R, c.dx[0])
        n.f("ACE-III (version {v}) on {d}:\n", v=R.choice("ABC"), d=c.D(c.today))
        n.t(K.table(rows, "Total", tot, 100, R) if R.random() < 0.7 else K.table_pipe(rows, "Total", tot, 100))
        if R.random() < 0.5:
            n.t("Mini-ACE equivalent approx. %d/30. " % max(5, tot * 30 // 100 - R.randint(0, 4)))
        c.cog = "ACE-III %d/100" % tot
    n.t(R.choice(["Lost points mainly on delayed recall and verbal fluency.",
                  "Clock drawing poor with numbers outside the face.",
                  "Orientation: unsure of the date and the name of the hospital.",
                  "Good effort throughout; no sensory barriers to testing.",
                  "Testing limited by hearing (no hearing aids brought).",
                  "Pentagons copied with 4 angles only; cube not attempted."]) + "\n")


def initial_assessment(n, c):
    R = c.R
    terse = R.random() < 0.4
    uk = c.uk
    if uk:
        n.t(R.choice(["MEMORY ASSESSMENT SERVICE - INITIAL ASSESSMENT", "Memory Clinic: New Patient Assessment",
                      "INITIAL MEMORY ASSESSMENT", "Old Age Psychiatry - Memory Assessment (1st appt)"]) + "\n")
    else:
        n.t(R.choice(["GERIATRIC PSYCHIATRY CONSULTATION - MEMORY CLINIC", "Memory Clinic Consultation Note",
                      "NEW CONSULT: Cognitive Assessment", "Geriatric Medicine Memory Clinic - Initial Consult"]) + "\n")
    if R.random() < 0.4:
        n.f("{clinic}\n", clinic=(c.clinic.name, "HOSPITAL"))
    B.demog(n, c)
    if R.random() < 0.7:
        B.gp_line(n, c)
    n.f("Date seen: {d}  {t}\n", d=c.D(c.today), t=tm(R))
    seer = c.reg if R.random() < 0.5 else c.cons
    n.f("Seen by: {s}, {r}", s=c.S(seer, "fl"), r=B.doc_role(c, seer is c.cons))
    if R.random() < 0.5:
        n.f(" with {s} ({r})", s=c.S(c.nurse, R.choice(["fl", "f"])), r=B.nurse_role(c))
    n.t("\n")
    acc = c.nok
    if R.random() < 0.75:
        n.f("Accompanied by: {a}\n", a=fam_paren(c, acc, R.choice(["fl", "f"])))
    else:
        n.t("Attended alone.\n")
    if R.random() < 0.3:
        n.f("Interpreter: {lang} ({who}, booking ref {ref})\n", lang=R.choice(["Punjabi", "Polish", "Cantonese", "Urdu", "Italian", "Ukrainian"]),
            who=c.S(c.hcstaff[0], "fl"), ref=(B.acct(c), "ACCOUNT"))
    n.t("\n")
    # referral / HPC
    n.t("REFERRAL\n" if not terse else "Ref: ")
    n.f("{gp} ({prac}) referred on {d} ", gp=c.S(c.gp, R.choice(["l", "il"])), prac=(c.practice.name, "HOSPITAL"),
        d=c.D(c.referral))
    n.t(R.choice(["with concerns about memory.", "re: progressive forgetfulness.", "- ?dementia, family worried.",
                  "following a 6CIT of %d/28." % R.randint(10, 24), "after GPCOG %d/9." % R.randint(2, 5)]) + "\n\n")
    n.t("HISTORY OF PRESENTING COMPLAINT\n" if not terse else "HPC: ")
    if terse:
        n.f("{pt}: {a}, ", pt=c.P("tfl"), a=c.age_phrase())
    else:
        n.f("{pt} is {a} who ", pt=c.P("tfl"), a=c.age_np())
    n.add(living(c))
    n.t(". ")
    n.f("{r} first noticed problems ", r=rel(c, acc, cap=True))
    n.add(onset(c))
    n.t(". " + R.choice(["Main concerns are ", "Reported difficulties: ", "Family describe ", "Symptoms include "]))
    sym = R.sample(K.SYMPTOMS, R.randint(3, 5))
    n.t(", ".join(sym) + ". ")
    if c.dx[0] in ("dlb", "pdd"):
        n.t("Also " + "; ".join(R.sample(K.DLB_FEATURES, 2)) + ". ")
    if c.dx[0] == "ftd":
        n.t("Notable personality change: " + "; ".join(R.sample(K.FTD_FEATURES, 3)) + ". ")
    k = R.randrange(4)
    if k == 0:
        n.f("On {d} {he} got lost driving back from {r}'s house in {city} and was brought home by police. ",
            d=c.D(days(c.today, -R.randint(20, 200)), R.choice(["Md", "dM", "wd", "dm"])), he=c.he,
            r=c.F(c.kids[-1], "f"), city=(c.other_city(), "CITY"))
    elif k == 1:
        n.f("Lost about {m} to a telephone scam in {d}; {bank} refunded part of it. ", m=R.choice(["\u00a31,800", "\u00a3600", "\u00a34,250"] if uk else ["$2,400", "$950", "$3,100"]),
            d=(R.choice(["March", "October", "the summer"]).replace("the summer", "August") + " %d" % (c.today.year - 1), "DATE"),
            bank=(c.bank, "ORGANIZATION"))
    elif k == 2:
        n.f("{He} missed {r}'s {ev} on {d}, which was out of character. ", He=c.He,
            r=c.F(c.others[1], "f"), ev=R.choice(["wedding", "90th birthday party", "christening", "retirement do"]),
            d=c.D(days(c.today, -R.randint(30, 300)), "dMY" if uk else "Md,Y"))
    else:
        n.t("No clear step-wise deterioration. ")
    n.t(R.choice(["Sleep is broken. ", "Mood described as low at times. ", "Appetite reduced. ", "", "Denies low mood. "]))
    n.t("\n\n")
    # background
    hdr = "PAST MEDICAL HISTORY\n" if not terse else "PMH: "
    n.t(hdr)
    pm = K.pmh(R, R.randint(2, 6))
    n.t(("\n".join("- " + x for x in pm) + "\n") if not terse else "; ".join(pm) + "\n")
    ach = R.random() < 0.3
    meds = K.meds(R, uk, None, psych=R.choice([0, 0, 1]), antichol=ach)
    n.t("\nMEDICATION\n" if not terse else "DHx: ")
    n.t(("\n".join(meds) + "\n") if not terse else ", ".join(meds) + "\n")
    n.t("Allergies: " + R.choice(K.ALLERGY) + "\n")
    if R.random() < 0.4:
        n.f("Dispensed in blister pack by {ph}.\n", ph=(c.pharmacy, "HOSPITAL"))
    n.t("\nSOCIAL HISTORY\n" if not terse else "SHx: ")
    n.f("Retired {occ}", occ=(c.occ, "PROFESSION"))
    if c.employer and R.random() < 0.7:
        n.f(" (worked at {emp} for {y} years)", emp=c.employer, y=R.randint(8, 40))
    n.f(". Left school at {age}. ", age=("%d" % c.school_leave, "AGE"))
    if c.born_abroad:
        n.f("Born in {ctry}, came to {host} in {y}. ", ctry=(c.born_abroad, "COUNTRY"),
            host=("the UK" if uk else "Canada", "COUNTRY") if R.random() < 0.5 else (c.city, "CITY"),
            y=("%d" % (c.dob.year + R.randint(16, 35)), "DATE"))
    n.t(R.choice(["Alcohol %d units/week. " % R.randint(0, 30), "Teetotal. ", "Drinks 1-2 glasses of wine at weekends. "]))
    n.t(R.choice(["Never smoked. ", "Ex-smoker, %d pack-years. " % R.randint(5, 50), "Smokes 10/day. "]))
    if R.random() < 0.5:
        n.f("Still drives ({car}, reg {plate}). ", car=car(c), plate=(c.plate(), "VEHICLE"))
    else:
        if R.random() < 0.5:
            n.f("Stopped driving in {y}. ", y=("%d" % (c.today.year - R.randint(1, 8)), "DATE"))
        else:
            n.t(R.choice(["No longer drives. ", "Never drove. "]))
    if R.random() < 0.5:
        n.f("Attends {dc} on {wd}. ", dc=(c.daycentre, "HOSPITAL"), wd=weekday(c, True))
    if R.random() < 0.4:
        n.f("Carers from {hc} twice daily. ", hc=(c.homecare, "ORGANIZATION"))
    for k_ in c.kids[:R.randint(1, 2)]:
        n.add(kid_summary(c, k_))
        n.t(" ")
    n.t(R.choice(["LPA: not in place.", "LPA (health & welfare and finance) registered.", "POA for property held by son.",
                  "No POA documents.", "Has an advance directive."]) + "\n\n")
    n.t("FAMILY HISTORY\n" if not terse else "FHx: ")
    n.add(fam_history(c))
    n.t("\n\n")
    # cognition
    n.h("COGNITIVE ASSESSMENT")
    _cog_table(n, c, R, "ace" if (uk and R.random() < 0.6) else "moca")
    if R.random() < 0.5:
        n.t("GDS-15: %d/15. " % R.randint(1, 11))
    if R.random() < 0.4:
        n.t(R.choice(["Trails B %d s with %d errors. " % (R.randint(90, 300), R.randint(0, 5)), "Verbal fluency F %d, animals %d. " % (R.randint(3, 15), R.randint(5, 18))]))
    n.h("\n\nMENTAL STATE")
    n.t(R.choice(["Well kempt, good rapport, ", "Casually dressed, slightly dishevelled, ", "Pleasant and chatty, "]) +
        R.choice(["speech normal rate and volume, ", "some word-finding pauses, ", "circumstantial at times, "]) +
        R.choice(["mood 'fine', euthymic.", "mood 'a bit fed up', reactive affect.", "flat affect."]) +
        " " + R.choice(["No psychotic features.", "Describes seeing 'visitors' in the lounge at night.", "No delusions elicited."]) +
        " " + R.choice(["Insight partial.", "Limited insight - 'my memory is no worse than anyone's'.", "Good insight, worried about Alzheimer's."]) + "\n\n")
    n.h("EXAMINATION")
    n.t(K.vitals(R, terse) + " " + " ".join(R.sample(K.EPONYM_LINES, R.randint(2, 4))) + "\n\n")
    n.h("INVESTIGATIONS")
    n.f("Bloods ({d}): ", d=c.D(days(c.referral, -R.randint(3, 30))))
    n.t(K.labs(R, uk) + "\n")
    if R.random() < 0.6:
        n.f("{scan} ({d}, {h}): ", scan=R.choice(["CT head", "MRI brain", "CT brain"]), d=c.D(c.scan),
            h=(c.hosp.name, "HOSPITAL"))
        n.t(" ".join(K.mri_findings(R, c.dx[4])[:3]) + "\n")
    else:
        n.t("Imaging: to be requested.\n")
    n.h("\nIMPRESSION")
    n.t(R.choice(["Presentation most consistent with ", "Likely ", "Clinical diagnosis: ", "Working diagnosis "]) + c.dx[1] +
        " (" + c.dx[3] + ")" + R.choice([", mild stage.", ", moderate severity.", ".", " - awaiting imaging."]) + "\n\n")
    n.h("PLAN")
    items = K.plan_items(R, R.randint(3, 5))
    ach = K.achei(R, c.dx[0])
    if ach and R.random() < 0.6:
        titr = {"Donepezil": " 5 mg ON, increase to 10 mg after 4 weeks if tolerated.",
                "Rivastigmine": " patch 4.6 mg/24h, increase to 9.5 mg/24h after 4 weeks.",
                "Galantamine": " XL 8 mg OD, increase to 16 mg after 4 weeks.",
                "Memantine": " 5 mg OD, titrate by 5 mg weekly to 20 mg OD."}[ach.split(" ")[0]]
        items.insert(0, "Start " + ach.split(" ")[0].lower() + R.choice([titr, titr, " as per shared care protocol."]))
    items.append([R.choice(["Review in clinic on ", "Follow-up: ", "Next appt "]), c.D(c.fu), " (", tm(R), ")."])
    numbered(n, items, R)
    n.t("\n")
    sgn = seer if R.random() < 0.7 else c.cons
    B.signature(n, c, sgn, B.doc_role(c, sgn is c.cons), "doc", B.doc_cred(c))
    if R.random() < 0.5:
        B.cc(n, c, ("gp", "patient") if uk else ("gp",))
    if not uk and R.random() < 0.5:
        n.f("D: {d1}  T: {d2}  Job# {job}\n", d1=c.D(c.today, "Y-m-d"), d2=c.D(days(c.today, R.randint(1, 6)), "Y-m-d"),
            job=("%07d" % R.randint(0, 9999999), "IDNUM"))
        n.t("Dictated but not read.\n" if R.random() < 0.5 else "")
    if R.random() < 0.6:
        B.ehr_footer(n, c, c.reg)


COLL_Q = [("How long have you noticed the memory problems?", "ans_onset"),
          ("Is she/he repeating things?", "Yes, all the time - asks what day it is every half hour."),
          ("Any problems with money?", "We found unopened bank letters and two direct debits bounced."),
          ("Any getting lost?", "Once, came back with a neighbour. Not since."),
          ("What about cooking?", "Burnt two pans. We took the knobs off the cooker."),
          ("Seeing or hearing things that aren't there?", "Talks to 'the little girl' in the corner some nights."),
          ("Personality change?", "More irritable, swears, which was never like her/him."),
          ("Sleep?", "Up at 3am getting dressed to go to work."),
          ("Washing and dressing?", "Needs prompting. Wears the same clothes for days."),
          ("Tablets?", "Dosette box - about half missed when I check."),
          ("Driving?", "Still drives to the shops, I won't get in the car with her/him now.")]


def collateral(n, c):
    R = c.R
    uk = c.uk
    inf = c.nok if R.random() < 0.7 else c.kids[-1]
    mode = R.choice(["telephone", "in person at clinic", "video call", "home visit"])
    form = R.randrange(3)
    n.t(R.choice(["COLLATERAL HISTORY", "Collateral History - Informant Interview", "Informant history",
                  "COLLATERAL (family) HISTORY", "Corroborative history"]) + "\n")
    if R.random() < 0.5:
        B.demog(n, c, R.choice([1, 2, 5]))
    else:
        n.f("Re: {p}  ({dob})  {lab} {hc}\n", p=nm(c.pt, "PATIENT", R.choice(["Lf", "LF", "fl"])), dob=c.D(c.dob),
            lab=c.hc_label(), hc=(c.hc, "HEALTHPLAN"))
    n.f("Informant: {i}", i=fam_paren(c, inf, R.choice(["fl", "fl", "f"])))
    if R.random() < 0.6:
        n.f(", tel {ph}", ph=(inf.phone, "PHONE"))
    if R.random() < 0.3:
        n.f(", email {em}", em=(inf.email, "EMAIL"))
    obt = c.nurse if R.random() < 0.6 else c.reg
    n.f("\nObtained by {s} ({mode}) on {d} at {t}\n\n", s=c.S(obt, R.choice(["fl", "il"])),
        mode=mode, d=c.D(c.today), t=tm(R))
    if inf.rel in ("son", "daughter"):
        n.f("{f} is {pt}'s {r}", f=c.F(inf, "f"), pt=c.P(R.choice(["f", "tl"])), r=inf.rel)
        if R.random() < 0.6:
            n.f(" and works as {a} {prof}", a=art(inf.prof), prof=(inf.prof, "PROFESSION"))
        n.f("; {he} visits {freq}", he="she" if inf.sex == "F" else "he",
            freq=R.choice(["daily", "three times a week", "most weekends", "every other day"]))
        if R.random() < 0.5:
            n.f(" from {city}", city=(c.other_city(), "CITY"))
        n.t(".\n")
    else:
        n.f("{f} has been married to {pt} for {y} years and is the main carer.\n", f=c.F(inf, "f"), pt=c.P("f"),
            y=R.randint(max(5, c.age - 55), c.age - 20))
    if form == 0:
        n.t("\nQ&A (informant's words):\n")
        for q, a in R.sample(COLL_Q, R.randint(5, 8)):
            n.t("Q: " + q.replace("she/he", c.he).replace("her/him", c.him) + "\n")
            if a == "ans_onset":
                n.add(["A: I'd say ", onset(c, prep=False), ". ", R.choice(["Maybe before that.", "It's got much worse since.",
                                                                "Dad noticed first.", "Hard to say really."]), "\n"])
            else:
                n.t("A: " + a.replace("her/him", c.him) + "\n")
    else:
        n.t("\n")
        n.f("{i} dates the onset to ", i=c.F(inf, "f"))
        n.add(onset(c, prep=False))
        n.t(", " + R.choice(["when ", "around the time "]) + c.he + " " + R.choice([
            "stopped doing the crossword", "began repeating stories", "forgot a grandchild's name",
            "got confused at a family party", "left the car unlocked with the keys in it"]) + ". ")
        n.t("Since then " + ", ".join(R.sample(K.SYMPTOMS, 4)) + ". ")
        if R.random() < 0.6:
            n.f("On {d}, {pt} went out at night and was found by a neighbour, {nb}, on {st}. ",
                d=c.D(days(c.today, -R.randint(7, 120)), R.choice(["wdM", "dM", "Md", "wd"])), pt=c.P("f"),
                nb=c.F(c.others[0], "fl"), st=(street_name(c), "STREET"))
        if c.dx[0] in ("dlb", "pdd"):
            n.t(R.choice(K.DLB_FEATURES).capitalize() + ". ")
        if c.dx[0] == "ftd":
            n.t(R.choice(K.FTD_FEATURES).capitalize() + ". ")
        if R.random() < 0.5:
            n.f("{He} was {a} {occ} and used to manage all the household finances. ", He=c.He, a=art(c.occ), occ=(c.occ, "PROFESSION"))
        said = True
        if R.random() < 0.5 and c.spouse.alive:
            n.f("{His} {r} {nm} ({age}) ", His=c.His, r=c.spouse.rel, nm=c.F(c.spouse, "f"), age=("%d" % c.spouse.age, "AGE"))
        elif R.random() < 0.5:
            n.f("{His} {r} {nm} ", His=c.His, r=c.spouse.rel, nm=c.F(c.spouse, "f"))
        else:
            said = False
        if said:
            n.t((R.choice(["has angina and finds caring hard.", "is physically frail but copes.", "does most of the cooking now."]) if c.spouse.alive
                 else R.choice(["died two years ago.", "died last year, since when things have been much worse.", "passed away in the care home."])) + " ")
        n.t("\n")
    n.h("\nFunctional history")
    n.t(R.choice(["BADLs: independent washing/dressing with prompting. ", "Personal care: needs help with bathing. "]) +
        R.choice(["IADLs: family manage finances and shopping. ", "IADLs: no longer cooks; uses microwave meals. "]) +
        R.choice(["Bristol ADL score %d." % R.randint(3, 30), "FAQ %d/30." % R.randint(4, 25), "Lawton IADL %d/8." % R.randint(1, 7)]) + "\n")
    n.t("Informant scales: " + R.choice(["IQCODE-16 mean %.1f" % R.uniform(3.3, 4.8), "AD8 %d/8" % R.randint(2, 8)]) + "; " +
        R.choice(["NPI-Q severity %d, distress %d" % (R.randint(2, 20), R.randint(2, 25)), "Zarit %d/88" % R.randint(10, 60)]) + ".\n")
    n.h("\nRisk")
    n.t(R.choice(["Cooker isolation valve fitted. ", "Gas safety check done. ", "Smoke alarm linked to telecare. "]))
    if R.random() < 0.4:
        n.f("GPS locator given ({dev}). ", dev=(B.device_id(R, "gps"), "DEVICE"))
    if R.random() < 0.4:
        n.f("Door sensor and falls pendant via {team}, pendant ID {pid}. ", team=(c.telecare + " " + c.city, "ORGANIZATION"),
            pid=(B.device_id(R, "pendant"), "DEVICE"))
    n.t(R.choice(["No safeguarding concerns raised.", "Financial abuse not suspected.",
                  "Concern re: a 'friend' taking money - discussed with safeguarding lead."]) + "\n")
    n.t("\nCarer: ")
    n.f("{i} ", i=c.F(inf, "f"))
    n.t(R.choice(["reports feeling exhausted", "is coping but tearful", "works full-time and is stretched",
                  "would like information about respite"]) + ". ")
    if R.random() < 0.5:
        n.f("Carer's assessment requested via {org}. ", org=(R.choice(["Carers Hub " + c.city, "Carers Trust " + c.city] if uk else
                                                                      ["Caregiver Support Network " + c.city, "Seniors Resource Centre " + c.city]), "ORGANIZATION")
            if R.random() < 0.5 else ("the local authority" if uk else "Home and Community Care"))
    n.t("\n\n")
    n.add(c.S(obt, "fl"))
    n.t(", " + (B.nurse_role(c) if obt is c.nurse else B.doc_role(c, False)) + "\n")
    if R.random() < 0.5:
        B.ehr_footer(n, c, obt)


def neuroimaging(n, c):
    R = c.R
    uk = c.uk
    mod = R.choice(["MRI", "MRI", "CT", "CT", "FDG-PET", "DaTSCAN", "Amyloid PET"])
    if mod == "DaTSCAN" and c.dx[0] not in ("dlb", "pdd"):
        mod = "MRI"
    dept = R.choice(["Department of Neuroradiology", "Diagnostic Imaging", "Radiology Department", "Nuclear Medicine"])
    n.f("{h} - {dept}\n", h=(c.hosp.name, "HOSPITAL"), dept=dept)
    if R.random() < 0.5:
        n.f("{st}, {city}\n", st=(c.hosp.street, "STREET"), city=(c.hosp.city, "CITY"))
    k = R.randrange(3)
    if k == 0:
        n.f("Patient: {nm}   DOB: {dob}   MRN: {mrn}\n", nm=nm(c.pt, "PATIENT", "LF"), dob=c.D(c.dob), mrn=(c.mrn, "MRN"))
    elif k == 1:
        n.f("Name: {nm} ({sx}, {age})\nHosp No {mrn}   {hl} {hc}\n", nm=nm(c.pt, "PATIENT", R.choice(["fl", "Lf"])), sx=c.sex,
            age=c.AGE(), mrn=(c.mrn, "MRN"), hl=c.hc_label(), hc=(c.hc, "HEALTHPLAN"))
    else:
        n.f("{nm} | {mrn} | {dob} | {age}{sx}\n", nm=nm(c.pt, "PATIENT", "CAPS"), mrn=(c.mrn, "MRN"), dob=c.D(c.dob, "D-M-Y"),
            age=c.AGE(), sx=c.sex)
    n.f("Accession: {acc}\n", acc=(B.idnum(R, "acc", c.scan.year), "IDNUM"))
    exam = {"MRI": R.choice(["MRI Brain - dementia protocol", "MR HEAD WITHOUT CONTRAST", "MRI brain (volumetric T1, FLAIR, SWI, DWI)"]),
            "CT": R.choice(["CT Head non-contrast", "CT BRAIN", "CT head (unenhanced)"]),
            "FDG-PET": "18F-FDG PET-CT Brain", "DaTSCAN": "123I-ioflupane SPECT (DaTSCAN)",
            "Amyloid PET": "18F-florbetapir amyloid PET"}[mod]
    n.f("Examination: {e}\nDate of exam: {d}  {t}\n", e=exam, d=c.D(c.scan), t=tm(R))
    n.f("Referrer: {r}, {site}\n", r=c.S(c.cons, R.choice(["l", "fl", "il"])), site=(c.clinic.name, "HOSPITAL"))
    cd = {"ad": "?AD. ", "mixed": "Cognitive impairment, ?vascular component. ", "vad": "Step-wise decline, vascular risk factors. ",
          "dlb": "Fluctuating cognition, visual hallucinations - ?DLB. ", "ftd": "Behavioural change, ?FTD. ",
          "pdd": "PD 8 yrs, now cognitive decline. ", "mci": "Memory complaints, ?MCI. ", "ppa": "Progressive word-finding difficulty. ",
          "eoad": "Young onset cognitive decline, visuospatial problems. ", "arbd": "Heavy alcohol history, amnesia. ",
          "dep": "Low mood and memory complaints - exclude structural cause. "}[c.dx[0]]
    n.t("\nClinical details: " + R.choice([cd, cd, "Memory decline %d yrs. " % R.randint(1, 5)]))
    n.t(R.choice(["MoCA %d/30." % R.randint(12, 26), "ACE-III %d." % R.randint(50, 88), "", "MMSE %d/30." % R.randint(14, 27)]) + "\n")
    if mod == "MRI" and R.random() < 0.45:
        dev = R.choice(["pacemaker", "cochlear implant", "spinal cord stimulator"])
        n.f("MRI safety: {dev} ({model}), serial {sn}, confirmed MR-conditional; programmed to MRI mode by cardiac physiologist {cp}.\n",
            dev=dev, model=R.choice(["Medtronic Azure XT MRI", "Boston Scientific Accolade", "Abbott Assurity MRI"]),
            sn=(B.device_id(R, "pm"), "DEVICE"), cp=c.S(c.hcstaff[1], "fl"))
    n.t("\nTechnique: ")
    if mod == "MRI":
        n.f("{sc} (scanner SN {sn}). Sag 3D T1 MPRAGE, axial FLAIR, T2, SWI, DWI. Coronal oblique T1 through hippocampi.\n",
            sc=R.choice(["Siemens MAGNETOM Vida 3T", "GE SIGNA Premier 3T", "Philips Ingenia 1.5T"]), sn=(B.device_id(R, "scanner"), "DEVICE"))
    elif mod == "CT":
        n.t("Axial 5 mm and 1.25 mm reformats, no IV contrast. CTDIvol %.1f mGy, DLP %d mGy.cm.\n" % (R.uniform(38, 60), R.randint(700, 1100)))
    else:
        n.t("%d MBq administered IV at %s; acquisition %d min post-injection. Blood glucose %.1f mmol/L.\n" % (
            R.randint(150, 250), tm(R), R.choice([30, 45, 90, 180]), R.uniform(4.5, 8.0)))
    if R.random() < 0.5:
        n.f("\nComparison: {prev} dated {d}.\n", prev=R.choice(["CT head", "MRI brain", "previous study"]),
            d=c.D(days(c.scan, -R.randint(200, 1500))))
    else:
        n.t("\nComparison: none available.\n")
    n.h("\nFindings")
    if mod in ("MRI", "CT"):
        bl = R.choice(["- ", "", "* "])
        for line in K.mri_findings(R, c.dx[4]):
            if mod == "CT" and any(w in line for w in ("diffusion", "SWI", "flow voids", "MTA (Scheltens)", "Koedam")):
                continue
            n.t(bl + line + "\n")
    elif mod == "FDG-PET":
        pet = {"ftd": 1, "dlb": 2, "pdd": 2, "dep": 3, "mci": R.choice([0, 3]), "vad": R.choice([0, 3])}.get(c.dx[0], 0)
        n.t(["Reduced FDG uptake in bilateral temporoparietal cortex and posterior cingulate, left > right.",
             "Frontal and anterior temporal hypometabolism with relative sparing of parietal cortex.",
             "Occipital hypometabolism with preserved posterior cingulate (cingulate island sign).",
             "No convincing regional hypometabolism."][pet] + " Z-scores vs age-matched database (Cortex ID) as attached.\n")
    elif mod == "DaTSCAN":
        n.t(R.choice(["Markedly reduced tracer uptake in both putamina, 'full stop' appearance, consistent with presynaptic dopaminergic deficit.",
                      "Normal comma-shaped striatal uptake bilaterally.", "Reduced left putaminal uptake, asymmetric."]) +
            " Striatal binding ratios: R %.2f, L %.2f.\n" % (R.uniform(1.1, 2.6), R.uniform(1.0, 2.6)))
    else:
        n.t(R.choice(["Loss of grey-white matter contrast in multiple cortical regions - POSITIVE scan. Centiloid %d." % R.randint(40, 120),
                      "Grey-white matter contrast preserved - NEGATIVE scan. Centiloid %d." % R.randint(-5, 15)]) + "\n")
    n.h("\nConclusion")
    n.t(R.choice(["Appearances in keeping with the clinical question of ", "Findings support ", "Pattern compatible with ",
                  "Non-specific; no features specifically to suggest "]) + c.dx[1].split(",")[0] + ". " +
        R.choice(["No acute intracranial abnormality.", "No surgical lesion.", "Suggest MDT discussion.", ""]) + "\n\n")
    n.f("Reported by: {r}, {role}\n", r=c.S(c.rad, R.choice(["fl", "il", "l"])),
        role=R.choice(["Consultant Neuroradiologist", "Consultant Radiologist", "Neuroradiologist", "Nuclear Medicine Physician"]))
    if R.random() < 0.5:
        n.f("{lab}{num}\n", lab=B.lic_label(c, "doc"), num=(B.lic_value(c, "doc"), "LICENSE"))
    n.f("Verified: {d} {t}", d=c.D(days(c.scan, R.randint(0, 5)), R.choice([c.dstyle, "D-M-Y"])), t=tm(R))
    if R.random() < 0.6:
        n.f("  by {u}", u=(c.rad.username, "USERNAME"))
    n.t("\n")
    if R.random() < 0.5:
        n.f("PACS workstation {ip} | Report ID {rid}\n", ip=(B.ip(R), "IPADDR"), rid=(B.idnum(R, "req"), "IDNUM"))
    if R.random() < 0.3:
        n.f("Secondary reader: {r}\n", r=c.S(c.staff("Dr"), "fl"))
    if R.random() < 0.3:
        n.f("Copies: {cl}; GP {gp}\n", cl=(c.clinic.name, "HOSPITAL"), gp=c.S(c.gp, "il"))
