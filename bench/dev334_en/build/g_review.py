"""Genres: ADHD / medication review, family therapy session note."""
import clin
from clin import pr
import blocks as B
import places as PL
from fmt import pat, dea


MEAN_H = {5: 110, 6: 116, 7: 122, 8: 128, 9: 133, 10: 139, 11: 144, 12: 150, 13: 156, 14: 161, 15: 165,
          16: 168, 17: 170}


def _growth(c):
    rng = c.rng
    a = max(5, min(17, c.age))
    h = MEAN_H[a] + (4 if c.sex == "M" and a >= 14 else 0) + rng.uniform(-7, 7)
    bmi = rng.uniform(14.5, 17.5) if a < 11 else rng.uniform(16.0, 23.5)
    w = (h / 100) ** 2 * bmi
    return h, w


def med_review(nb, c):
    rng = c.rng
    adhd = c.chance(0.7)
    prob = "adhd" if adhd else clin.pick(c, ["low_mood", "anxiety", "ocd", "psychosis", "tics", "eating"])
    us = c.cc == "US"
    nb.t(c.ch(["ADHD CLINIC - MEDICATION REVIEW\n", "Neurodevelopmental Clinic: Follow-up\n",
               "Medication Review\n", "MEDICATION MONITORING CLINIC\n"] if adhd else
              ["Medication Review\n", "Psychiatry Outpatient Follow-up - Medication\n", "MEDICATION REVIEW CLINIC\n"]))
    nb.w("Date: {d}   Clinic: {h}", d=c.D(c.enc), h=(c.team, "HOSPITAL"))
    if c.chance(0.4):
        nb.w(", {r}", r=["Room ", (str(rng.randint(1, 22)), "LOCATION_OTHER")])
    nb.t("\n")
    who = c.ch(["cons", "reg", "nurse", "pharm"])
    nb.w("Seen by: {s} ({r})\n", s=c.St(who, full=True) if c.S(who).isdr else c.SN(who), r=c.S(who).label)
    nb.add([c.P(c.ch(["caps", "full", "lastfirst"])), "   DOB ", c.DOB(), "   "] + c.ids("   ") + ["\n"])
    par = c.ch([c.mother, c.father, c.mother] + ([c.carer] if c.carer else []))
    nb.w("Attended with: {r} {n}\n\n", r=par.rel or "foster carer", n=c.F(par, c.ch(["first", "full"])))
    dxd = c.day(-rng.randint(300, 1800))
    if adhd:
        nb.w("Diagnosis: {dx}, diagnosed {d} by {who}", dx=c.ch(clin.DX["adhd"]),
             d=(c.D(dxd, "monthyear")[0], "DATE") if c.chance(0.6) else (str(dxd.year), "DATE"),
             who=c.ch([[c.St("cons")], ["private provider ", (c.ch(PL.CORP_A) + " Neurodevelopmental Clinic", "HOSPITAL")],
                       ["community paediatrics, ", (c.acute, "HOSPITAL")]]))
        nb.t(c.ch([". Co-occurring: ", ". Comorbidities: "]) + c.ch(["ASD", "dyslexia", "anxiety", "sleep-onset insomnia",
                                                                     "tic disorder", "none", "ODD"]) + ".\n")
    else:
        nb.w("Diagnosis: {dx}.\n", dx=c.ch(clin.DX[prob]))
    med = c.ch(clin.MEDS[prob])
    nb.w("Current medication: {m}{x}\n", m=med, x=c.ch(["", "; melatonin 2 mg MR nocte", "; " + c.ch(clin.PRN)]))
    nb.w("Last review: {d} ({s})\n\n", d=c.Dn(-rng.randint(50, 120)), s=c.St(c.ch(["cons", "reg", "nurse"])))
    nb.t(c.ch(["Since last review\n", "Progress\n", "S:\n"]))
    if adhd:
        t = c.person(c.ch("FM"), "anglo")
        nb.w("{mum} reports better focus in the mornings but 'rebound' irritability after {t}. ", mum=par.rel.capitalize()
             if par.rel else "Carer", t=c.tm(rng.randint(15, 17), 0))
        nb.w("Teacher {ti}{tn} notes {x}. ", ti=c.title(t), tn=(t.lastname(), "FAMILY"), x=c.ch([
            "work completion up from about 30% to 70%", "fewer detentions this half-term", "still calling out but can be redirected",
            "improved handwriting and organisation"]))
        nb.w("{sc}. ", sc=c.ch(clin.SCORES["adhd"]))
        nb.t(pr(c, "Side effects: " + c.ch([
            "reduced appetite at lunch (eats well at tea), sleep onset 30-45 min, no tics, no palpitations, no chest pain.",
            "headaches in the first week only; mood stable; no tics.",
            "some stomach ache; takes with breakfast now; sleeping well.",
            "appetite poor, weight drop noted; no low mood."])) + " ")
        nb.t(c.ch(["Takes medication at 07:30 before school; weekend breaks. ", "Good adherence, pill organiser used. ",
                   "Missed doses on contact weekends with dad. "]))
        if c.chance(0.5):
            nb.w("Wore an {dev} (serial no. {sn}) for {n} nights: sleep onset latency 52 min, total sleep time 7 h 40 min. ",
                 dev="Actiwatch Spectrum Plus", sn=(pat(rng, "A##%####"), "DEVICE"), n=str(rng.randint(7, 14)))
    else:
        nb.t(pr(c, c.ch([
            "Mood brighter, more engaged with friends. Some nausea in week 1 now settled. No increase in suicidal thoughts. ",
            "Anxiety scores falling; attending school 4 days a week. Reports vivid dreams. ",
            "Voices less intrusive; some weight gain and increased appetite; sleeping 11 hours. ",
            "Tics reduced in frequency; daytime tiredness on clonidine. "])))
        nb.w("{sc}. ", sc=c.ch(clin.SCORES[prob]))
    if c.chance(0.3):
        nb.w("Has type 1 diabetes - {dev}, serial {sn}; HbA1c {h} mmol/mol. ", dev=c.ch(["Omnipod 5 pump", "Tandem t:slim X2 pump",
                                                                                     "Dexcom G7 sensor"]),
             sn=(pat(rng, c.ch(["@@#######", "#######", "SN%#####@"])), "DEVICE"), h=str(rng.randint(48, 78)))
    nb.t("\n\nPhysical monitoring\n")
    h, w = _growth(c)
    prev_h, prev_w = h - rng.uniform(0.5, 3.0), w + rng.uniform(-1.5, 1.5)
    nb.t("               Height     Weight    BMI    BP        HR\n")
    nb.w("Today          {a:}     {b}   {bm}   {bp}    {hr}\n".replace("{a:}", "%.1f cm" % h),
         b="%.1f kg" % w, bm="%.1f" % (w / (h / 100) ** 2), bp="%d/%d" % (rng.randint(96, 124), rng.randint(54, 80)),
         hr=str(rng.randint(64, 104)))
    nb.w("{d}   {a}     {b}   -      {bp}    {hr}\n", d=c.Dn(-rng.randint(90, 120), "num"), a="%.1f cm" % prev_h,
         b="%.1f kg" % prev_w, bp="%d/%d" % (rng.randint(96, 124), rng.randint(54, 80)), hr=str(rng.randint(64, 104)))
    nb.t(c.ch(["Height on 50th centile, weight dropped from 50th to 25th centile. ",
               "Growth tracking along the 25th centile. ", "BP 75th centile for age/height. ",
               "Weight 9th-25th centile; discussed high-calorie breakfast. "]))
    if prob == "psychosis":
        nb.t("Bloods: HbA1c 36 mmol/mol, prolactin 412 mIU/L, fasting lipids normal, ALT 19 U/L. ")
    if prob == "eating":
        nb.t("Bloods: phosphate 0.92 mmol/L, magnesium 0.78 mmol/L, potassium 3.6 mmol/L; ECG QTc 428 ms. ")
    nb.t("\n\nPlan\n")
    nb.t("1. " + c.ch(["Continue current dose.", "Increase dose - see prescription below.",
                       "Switch to lisdexamfetamine 30 mg mane; review in 4 weeks.",
                       "Reduce dose and reassess in 6 weeks.", "Trial off medication over summer holidays."]) + "\n")
    if us:
        nb.w("2. E-prescribed to {ph}; PDMP checked. Schedule II - 30-day supply, no refills.\n",
             ph=(c.pharmacy, "HOSPITAL"))
    else:
        nb.w("2. {x}\n", x=c.ch([["Shared care: ", c.St("gp"), " at ", (c.gp_practice, "HOSPITAL"), " to continue prescribing."],
                                ["Prescription (28 days) sent to ", (c.pharmacy, "HOSPITAL"), "."],
                                ["FP10 issued; collect from ", (c.pharmacy, "HOSPITAL"), "."]]))
    nb.t("3. " + c.ch(["Sleep hygiene leaflet given.", "Dietitian advice re: calorie-dense snacks.",
                       "Parent training group (Incredible Years) offered.", "ECG before next increase.",
                       "School to complete Conners 3 short form before next visit."]) + "\n")
    nb.w("4. Next review: {d}{x}\n", d=c.D(c.day(rng.randint(60, 120)), c.ch(["wk", None, "monthyear"])),
         x=c.ch(["", [" with ", c.St("nurse")], " (telephone)"]))
    if c.chance(0.4):
        nb.w("Parent contact for results: {ph}\n", ph=c.ph("mob"))
    nb.t("\n")
    nb.add(c.sig(who, lic=c.chance(0.7)))
    if us and c.S(who).isdr:
        nb.w("DEA: {d}\n", d=(dea(rng), "LICENSE"))
    nb.w("{d}\n", d=c.D(c.enc, "num"))


def family_therapy(nb, c):
    rng = c.rng
    n = rng.randint(2, 10)
    nb.t(c.ch(["FAMILY THERAPY SESSION NOTE\n", "Systemic Family Therapy - Session Record\n",
               "Family Session Note\n", "FBT Session Note\n" if c.chance(0.3) else "Family Therapy Clinic Note\n"]))
    nb.w("Session {n} of {m}   Date: {d}   {t1}-{t2}\n", n=str(n), m=str(max(n, rng.choice([6, 8, 10, 12]))),
         d=c.D(c.enc, c.ch(["wk", None])), t1=c.tm(rng.randint(15, 17), 0), t2=c.tm(18, rng.choice([0, 15, 30])))
    nb.w("Location: {h}, {r}\n", h=(c.team, "HOSPITAL"), r=c.ch(["family therapy room (one-way screen)",
                                                                ["video (", c.ch(["Attend Anywhere", "Teams", "Zoom"]), ")"],
                                                                ["home visit, ", (c.street_, "STREET")]]))
    nb.w("Client: {p}   DOB {d}   ", p=c.P(c.ch(["full", "caps"])), d=c.DOB())
    nb.add(c.ids("   ") + ["\n"])
    present = [[c.P("first"), " (", c.A(), ")"]]
    if not c.carer:
        present.append([c.mumw, " ", c.F(c.mother, "first")])
    else:
        present.append(["foster carer ", c.F(c.carer)])
    if c.step and c.chance(0.7):
        present.append([c.step.rel, " ", c.F(c.step, "first")])
    elif not c.parents_sep and c.chance(0.7):
        present.append([c.dadw, " ", c.F(c.father, "first")])
    for s in c.sibs[:2]:
        if c.chance(0.6):
            present.append([s.rel, " ", c.F(s, "first"), " (", c.A(s.age), ")"])
    nb.t("Present: ")
    for i, p in enumerate(present):
        nb.add(([", "] if i else []) + p)
    nb.t("\n")
    if c.parents_sep and c.chance(0.6):
        nb.w("Not present: {d} {f} ({why})\n", d=c.dadw, f=c.F(c.father, "first"), why=c.ch(["invited, did not attend",
                                                                                            "working away",
                                                                                            "joined by phone for 10 min"]))
    nb.w("Therapists: {a} (lead){b}\n", a=c.SN("ft"), b=c.ch([[", reflecting team: ", c.SN("ft2"), " and ", c.SN("psych")],
                                                             [", co-therapist ", c.SN("ft2")], ""]))
    nb.w("Model: {m}\n\n", m=c.ch(["Milan systemic approach", "structural family therapy", "Maudsley family-based treatment (FBT)",
                                   "narrative practice", "attachment-based family therapy", "systemic, with reflecting team"]))
    nb.t(c.ch(["Genogram update\n", "Family context\n"]))
    gp_ = c.person(c.ch("FM"), c.origin)
    nb.w("{rel} {g} ({side}) {ev} in {d}, aged {a}; ", rel="Grandmother" if gp_.sex == "F" else "Grandfather",
         g=c.F(gp_, "full"), side=c.ch(["maternal", "paternal"]), ev=c.ch(["died", "was diagnosed with dementia",
                                                                          "moved into the family home"]),
         d=(str(c.day(-rng.randint(200, 1500)).year), "DATE"), a=c.A(rng.randint(61, 93)))
    nb.t(pr(c, c.ch(["{he} was very close to them. ", "this coincided with the onset of difficulties. ",
                     "the family have not talked about this together. "])))
    if c.mother.prof:
        nb.w("{Mum} has recently started {x} as {a} {p}. ", Mum=c.mumw.capitalize(),
             x=c.ch(["night shifts", "a new job", "working full time"]), a=c.an(c.mother.prof),
             p=(c.mother.prof, "PROFESSION"))
    if c.father.prof and c.chance(0.6):
        nb.w("Dad works away as {a} {p} ({x}). ", a=c.an(c.father.prof), p=(c.father.prof, "PROFESSION"), x=c.ch(["two weeks on, one off",
                                                                                       "weekdays only", "FIFO"]))
    nb.t("\n\nSession content\n")
    nb.t(pr(c, c.ch([
        "We revisited the family's description of 'the anxiety' as something that had moved into the house and started making the rules. ",
        "The session focused on mealtimes and how the family are working together against the eating disorder. ",
        "Continued exploring communication patterns, in particular what happens when arguments escalate at bedtime. ",
        "We returned to the question of who worries most about {him}, and who notices first when {he} is struggling. "])))
    q = c.ch(["i just want it to go back to normal", "nobody listens to me in this house", "it's always my fault",
              "i don't know why i do it", "you're never here anyway"])
    nb.w("{p} said: \"{q}\". ", p=c.P("first"), q=q)
    adult = c.carer or c.mother
    nb.w("{m} became tearful and said {pn} had felt \"{q2}\". ", m=c.F(adult, "first"),
         pn="she" if adult.sex == "F" else "he",
         q2=c.ch(["completely on my own with it", "scared to leave her alone", "like I'm walking on eggshells"]))
    if len(present) > 2:
        nb.t("Circular questions were used; ")
        nb.add(present[2][2] if len(present[2]) > 2 and isinstance(present[2][2], tuple) else "the others")
        nb.t(" described the house as \"quieter but tense\". ")
    if c.chance(0.5):
        nb.w("Reflecting team ({r}) noticed {x}.", r=c.SN("ft2", "first"), x=c.ch([
            "the warmth between siblings despite the conflict", "how hard the family had worked to attend every session",
            "the different stories about what helps", "that Dad's absence was spoken about but not named"]))
    nb.t("\n\nHypothesis\n")
    nb.t(pr(c, c.ch([
        "Symptoms may be serving to keep the parents connected following separation.",
        "{His} difficulties have become the focus that organises the family; siblings' needs are being missed.",
        "Intergenerational pattern of coping by withdrawing; anger is not safe to express.",
        "Anxiety is being accommodated by the family, which maintains avoidance."])) + "\n")
    nb.t("\nRisk: " + c.ch(["no new concerns.", "self-harm reported twice since last session - safety plan reviewed.",
                            "verbal conflict at home; no physical aggression; no safeguarding concerns.",
                            "weight stable; no purging reported."]) + "\n")
    nb.t("Between-session task: " + c.ch(["family meal without phones twice a week", "each person to notice one helpful thing",
                                           "parents to agree a shared bedtime plan", "sibling one-to-one time on " ]))
    if nb.parts[-1].endswith(" on "):
        nb.add([(c.ch(["Saturday", "Sunday"]), "DATE"), " mornings"])
    nb.t(".\n")
    nb.w("Next session: {d} at {t}", d=c.D(c.day(rng.choice([7, 14, 14, 21])), c.ch(["wk", "wkshort", None])),
         t=c.tm(rng.randint(15, 17), 0))
    if c.chance(0.4):
        nb.w(" - letter to family to follow; cc {gp}", gp=c.St("gp"))
    nb.t("\n\n")
    nb.w("{s}\n{r}\n", s=c.Sfull("ft"), r=c.S("ft").label)
    if c.chance(0.3):
        nb.w("UKCP reg. {l}\n" if c.cc == "UK" else "Reg. no. {l}\n", l=(pat(rng, "%#####"), "LICENSE"))
