"""Genres: crisis assessment in ED, risk assessment and safety plan."""
import clin
from clin import pr
import blocks as B
import places as PL
from fmt import pat

HOLD = {"UK": "Section 136 of the Mental Health Act 1983", "IE": "Section 12 of the Mental Health Act 2001",
        "US": "a 72-hour emergency hold", "CA": "a Form 1 under the Mental Health Act",
        "AU": "an Emergency Examination Authority", "NZ": "section 109 of the Mental Health Act",
        "ZA": "an emergency admission (section 9)", "SG": "section 7 of the MHCTA"}


def crisis_ed(nb, c):
    rng = c.rng
    us = c.cc == "US"
    arr_h = rng.randint(14, 21)
    arr_t = c.tm(arr_h)
    nb.t(c.ch(["CAMHS LIAISON ASSESSMENT - EMERGENCY DEPARTMENT\n", "Crisis Assessment (ED)\n",
               "Psychiatry Consult - Pediatric Emergency\n" if us else "Paediatric Liaison Psychiatry - ED Assessment\n",
               "CAMHS Crisis Team - ED Assessment\n"]))
    nb.w("Hospital: {h}   Location: {loc}\n", h=(c.acute, "HOSPITAL"),
         loc=c.ch([["Paeds ED, ", ["cubicle ", (str(rng.randint(1, 14)), "LOCATION_OTHER")]],
                   ["ED ", ["bay ", (str(rng.randint(1, 20)), "LOCATION_OTHER")]],
                   ["family room, ", c.ed], [["Room ", (str(rng.randint(1, 30)), "LOCATION_OTHER")], " (safe room)"]]))
    nb.w("Arrived: {d} {t}   Referred to {svc}: {t2}   Seen: {t3}\n", d=c.D(c.enc, c.ch(["num", "wkshort", None])),
         t=arr_t, svc="psych" if us else "CAMHS", t2=c.tm(min(23, arr_h + 1)), t3=c.tm(min(23, arr_h + 2)))
    nb.w("{lab}: {a}\n", lab=c.ch(["Attendance no", "ED episode", "Visit #", "Encounter"]), a=(c.acct, "ACCOUNT"))
    nb.add(c.pt_header(lines=True, addr=c.chance(0.6), gp=c.chance(0.5)))
    if us and c.chance(0.6):
        nb.w("Identity confirmed by palm-vein scan, biometric ID {b}.\n", b=(pat(rng, "PV-#######"), "BIOID"))
    nb.w("Assessed by: {a} ({ra}){b}\n", a=c.SN("liaison"), ra=c.S("liaison").label,
         b=c.ch(["", [" with ", c.St("reg"), " (", c.S("reg").label, ")"]]))
    nb.w("Present: {p}, {m}{x}\n", p=c.P("first"), m=B.mum_ref(c) if not c.carer else ["foster carer ", c.F(c.carer)],
         x=c.ch(["", [", ", c.step.rel, " ", c.F(c.step, "first")] if c.step else "", " (for part)"]))
    nb.w("Referred by: {r}\n\n", r=[c.St("edreg"), ", ", c.S("edreg").label])
    nb.t(c.ch(["Presenting complaint\n", "REASON FOR ATTENDANCE\n", "HPC:\n"]))
    how = c.ch(["amb", "police", "parent", "self", "school"])
    if how == "amb":
        nb.w("Brought in by ambulance at {t} ", t=arr_t)
    elif how == "police":
        nb.w("Brought in by police under {h} after being found at {lm} ", h=HOLD[c.cc],
             lm=(c.landmark.replace("the ", ""), "LOCATION_OTHER"))
    elif how == "parent":
        nb.w("Brought in by {m} ", m=c.mumw)
    elif how == "school":
        nb.w("Sent in by {s} (school nurse) ", s=c.SN("sn"))
    else:
        nb.t("Self-presented with a friend ")
    ev = c.ch(["od", "od", "cut", "ligature", "si", "psych"])
    if ev == "od":
        n = rng.choice([12, 16, 20, 24, 28, 32])
        drug = c.ch(["paracetamol 500 mg", "ibuprofen 200 mg", "sertraline 50 mg", "co-codamol 8/500",
                     "mum's amitriptyline 10 mg"])
        nb.w("having taken an impulsive overdose of approximately {n} x {d} at around {t} ", n=str(n), d=drug,
             t=c.tm(max(8, arr_h - 3)))
        nb.t(pr(c, c.ch(["after an argument at home about {his} phone. ",
                         "after screenshots were shared in a group chat. ",
                         "following a break-up with {his} girlfriend. " if c.sex == "M" else "following a break-up. ",
                         "the night before a maths exam. "])))
        if "paracetamol" in drug or "co-codamol" in drug:
            nb.t("4-hour paracetamol level %d mg/L; ALT %d U/L, INR 1.%d. " % (rng.randint(20, 160), rng.randint(12, 60),
                                                                                rng.randint(0, 2)))
            nb.t(c.ch(["Above treatment line - acetylcysteine (SNAP regimen) started. ",
                       "Below treatment line; no NAC required. "]))
        else:
            nb.t("ECG: QTc %d ms, HR %d. Observations stable. " % (rng.randint(390, 470), rng.randint(70, 120)))
    elif ev == "cut":
        nb.t(pr(c, "with deep lacerations to the left forearm requiring steri-strips and 6 sutures, after cutting with a pencil sharpener blade. "))
    elif ev == "ligature":
        nb.t(pr(c, "after {mum} found {him} with a ligature (school tie) in {his} bedroom; no loss of consciousness, GCS 15/15, no marks. "))
    elif ev == "si":
        nb.t(pr(c, "with escalating suicidal thoughts and a plan to jump from a bridge; sent a goodbye message to a friend. "))
    else:
        nb.t(pr(c, "with 4 days of no sleep, pressured speech and the belief that {he} is being watched through {his} phone. UDS positive for THC. "))
    nb.w("\n\nCollateral: spoke to {who} by phone ({ph}) at {t}. ", who=c.ch([[B.mum_ref(c)[0], " ", c.F(c.mother, "first")],
                                                                           [c.dadw, " ", c.F(c.father, "full")],
                                                                           [c.relative.rel, " ", c.F(c.relative, "first")]]),
         ph=c.ph("mob"), t=c.tm(min(23, arr_h + 1)))
    nb.t(pr(c, c.ch(["Describes {him} as increasingly withdrawn over the past month. ",
                     "No concerns prior to this week. ",
                     "Reports previous self-harm that school were aware of. ",
                     "Worried about an older male {he} has been messaging online. "])))
    if c.chance(0.5):
        nb.w("Known to {t} (care coordinator {cc}); last seen {d}. ", t=(c.team, "HOSPITAL"), cc=c.SN("cc"),
             d=c.Dn(-rng.randint(3, 40)))
    else:
        nb.w("Not previously known to {svc}. ", svc=c.svc)
    if c.chance(0.35):
        nb.w("Social worker {s} ({o}) informed; {st}. ", s=c.SN("sw"),
             o=(c.council, "ORGANIZATION") if c.cc == "UK" else "children's services",
             st=c.ch(["child in need plan", "child protection plan (neglect)", "no current plan"]))
    nb.t("\n\nMental state\n")
    for grp in clin.MSE:
        nb.t(c.ch(grp) + "\n")
    nb.t("\nRisk assessment\n")
    nb.t(pr(c, c.ch([
        "Suicidal intent at the time: high - planned, took steps to avoid discovery, left a note. Now regrets surviving? No - says {he} is 'glad it didn't work out'.",
        "Intent: ambivalent. Impulsive act, no planning, told {mum} immediately. Future plans intact.",
        "Intent: low. Pt states 'i just wanted to sleep'. No hx of previous attempts. Regrets act.",
        "Ongoing suicidal ideation with plan; unable to engage in safety planning at present.",
        "Denies current intent; able to identify reasons for living (sibling, pets, college place)."])) + "\n")
    rf = rng.sample(clin.RISK_FACTORS, 3)
    nb.w("Risk factors: {a}; {b}; {c2}.\nProtective: {p}.\n", a=rf[0], b=rf[1], c2=rf[2], p=pr(c, c.ch(clin.PROTECTIVE)))
    nb.t(c.ch(["C-SSRS: ", "ASQ: ", "SIS: "]) + c.ch(["positive", "acute positive", "score 18", "non-acute positive"]) + "\n")
    nb.t("\nImpression\n")
    imp = {"od": ["an impulsive overdose in the context of interpersonal stress",
                  "a significant overdose on a background of low mood"],
           "cut": ["self-harm with ongoing high risk", "escalating self-harm in the context of emotional dysregulation"],
           "ligature": ["a high-lethality act of self-harm", "acute suicidal crisis on a background of depression"],
           "si": ["acute suicidal crisis on a background of depression", "suicidal ideation with a specific plan"],
           "psych": ["possible first-episode psychosis, ?drug-induced", "an acute psychotic presentation"]}[ev]
    nb.w("{a} {g} presenting with {x}.\n", a=c.age_phr(), g=c.boy, x=c.ch(imp))
    nb.t("\nPlan\n")
    plan = c.ch(["admit", "home", "t4"])
    if plan == "admit":
        nb.w("1. Admit to {w}, {bed} for medical treatment; {obs}.\n", w=(c.paed_ward, "HOSPITAL"),
             bed=["bed ", (str(rng.randint(1, 24)), "LOCATION_OTHER")],
             obs=c.ch(["1:1 nursing (RMN requested via bank)", "level 2 observations", "15-minute observations"]))
        nb.w("2. CAMHS review on the ward on {d}.\n", d=B.weekday_phrase(c, 1))
    elif plan == "home":
        nb.w("1. Medically fit; discharged home with {m} at {t} with safety plan (copy given).\n",
             m=c.mumw, t=c.tm(23, rng.choice([10, 30, 45])))
        nb.w("2. Crisis/home treatment team follow-up within 72 hours - {s} to call on {d}.\n",
             s=c.SN("duty", "first"), d=c.D(c.day(rng.randint(1, 2)), c.ch(["wkshort", "md", None])))
        nb.t("3. Means restriction advice: all medicines (including paracetamol) locked away; sharps removed.\n")
    else:
        nb.w("1. Requires inpatient adolescent bed. Referral made to {u}; bed manager {b} aware.\n",
             u=(c.unit, "HOSPITAL"), b=c.SN("nic"))
        nb.w("2. Remains in {ed} with 1:1 security and RMN overnight.\n", ed=c.ed)
        nb.t("3. " + c.ch(["Consider detention under the MHA if tries to leave.", "Not consenting to admission; MHA assessment requested.",
                           "Agreeable to informal admission."]) + "\n")
    nb.w("{n}. Letter to {gp} ({prac}).\n", n=str(4 if plan != "admit" else 3), gp=c.St("gp"), prac=(c.gp_practice, "HOSPITAL"))
    nb.w("\n{s}\n{r}   {pg} {b}\n", s=c.Sfull("liaison"), r=c.S("liaison").label,
         pg=c.ch(["Bleep", "Pager", "Ext"]) if not us else "Pager", b=c.pager())
    nb.w("{d} {t}\n", d=c.D(c.enc, "num"), t=c.tm(23, 55))


def safety_plan(nb, c):
    rng = c.rng
    nb.t(c.ch(["MY SAFETY PLAN\n", "Safety Plan and Risk Assessment\n", "RISK ASSESSMENT & SAFETY PLAN\n",
               "Keeping Safe Plan\n"]))
    nb.t(c.ch(["(Stanley-Brown Safety Planning template)\n", "", "", "(completed collaboratively)\n"]))
    nb.w("Name: {p}   DOB: {d}\n", p=c.P("full"), d=c.DOB())
    nb.add(c.ids("   ") + ["\n"])
    nb.w("Completed: {d} with {s} ({r})   Review by: {rv}\n\n", d=c.D(c.enc), s=c.SN(c.ch(["nurse", "cc", "psych"])),
         r=c.ch(["care coordinator", "CAMHS practitioner", "clinician"]), rv=c.Dn(rng.randint(14, 42)))
    nb.t("1. My warning signs (thoughts, feelings, situations)\n")
    signs = [["staying in my room and not answering messages"], ["not eating"], ["arguments with " + c.mumw],
             ["scrolling at night and not sleeping"], ["feeling like a burden"],
             [("Sunday", "DATE"), " nights before school"], ["when people talk about my dad"],
             ["anniversary of nan dying in ", (c.D(c.day(-rng.randint(200, 600)), "monthyear")[0], "DATE")],
             ["getting a bad mark"], ["seeing stuff online"], ["around ", B.holiday(c)]]
    for x in rng.sample(signs, 3):
        nb.add(["- "] + x + ["\n"])
    nb.t("\n2. Things I can do on my own to take my mind off things\n")
    pet = c.ch(["Biscuit", "Luna", "Milo", "Pepper", "Bella", "Nugget"])
    for x in rng.sample(["music (my calm playlist)", "hold ice cubes / snap an elastic band", "walk the dog (" + pet + ")",
                         "draw or colour", "shower", "breathing 4-7-8", "write it down in my journal",
                         "watch comfort shows", "play FIFA"], 3):
        nb.t("- " + x + "\n")
    nb.t("\n3. People and places that help distract me\n")
    nb.w("- my friend {f}\n", f=c.F(c.friend, "first"))
    nb.w("- {rel} {r}'s house on {st}\n", rel=c.relative.rel, r=c.F(c.relative, "first"),
         st=(c.street_name(), "STREET"))
    nb.w("- {lm}\n", lm=(c.landmark.replace("the ", ""), "LOCATION_OTHER"))
    if c.chance(0.5):
        nb.w("- {cl} on {d}\n", cl=(c.club, "ORGANIZATION"), d=(c.ch(["Tuesdays", "Thursdays", "Saturdays"]), "DATE"))
    nb.t("\n4. People I can ask for help\n")
    m = c.carer or c.mother
    nb.w("- {rel} {n}: {ph}\n", rel="Foster carer" if c.carer else c.mumw.capitalize(), n=c.F(m, "first"), ph=c.ph("mob"))
    if c.chance(0.6):
        nb.w("- {rel} {n}: {ph}\n", rel=c.relative.rel.capitalize(), n=c.F(c.relative, "first"), ph=c.ph("mob"))
    if c.chance(0.5):
        t = c.person(c.ch("FM"), "anglo")
        nb.w("- {ti}{n} at school (pastoral)\n", ti=c.title(t), n=(t.lastname(), "FAMILY"))
    nb.t("\n5. Professionals and services I can contact\n")
    nb.w("- {cc} (care coordinator), {team}: {ph} (Mon-Fri 9-5)\n", cc=c.SN("cc"), team=(c.team, "HOSPITAL"),
         ph=c.ph_ext() if c.chance(0.4) else c.ph())
    nb.w("- Out of hours crisis line: {ph}\n", ph=c.ph())
    nb.w("- My {gpw}: {prac}, {ph}\n", gpw=c.gpw, prac=(c.gp_practice, "HOSPITAL"), ph=c.ph())
    em = c.emerg
    nb.w("- In an emergency call {em} or go to {ed} at {h}\n", em=em, ed=c.ed, h=(c.acute, "HOSPITAL"))
    if c.chance(0.5):
        nb.w("- Online self-help: {u}\n", u=c.url())
    nb.t("\n6. " + c.ty("Making my environment safer", "Making my enviroment safer", 0.08) + "\n")
    nb.t(pr(c, c.ch(["- Medicines (including paracetamol) locked in a box; {mum} keeps the key.\n",
                     "- Blades handed in to {mum}; kitchen knives in locked drawer.\n",
                     "- Phone out of bedroom after 11pm.\n"])))
    nb.t("- " + c.ch(["Agree to tell someone if I have harmed myself so wounds can be checked.",
                      "No alcohol or cannabis when I feel like this.",
                      "Stay with someone when urges are strong."]) + "\n")
    nb.t("\n7. My reasons for living\n")
    if c.sibs:
        s = c.sibs[0]
        nb.w("- my {rel} {n}\n", rel=("little " if s.age < c.age else "big ") + s.rel, n=c.F(s, "first"))
    nb.t("- " + c.ch(["my dog " + pet, "going to college to do " + c.ch(["art", "mechanics", "childcare", "music tech"]),
                      "seeing my friends in the summer", "my " + c.ch(["grandparents", "cousins"])]) + "\n")
    nb.t("\n--- Clinician risk assessment ---\n")
    lvl = c.ch(["LOW", "MODERATE", "MODERATE", "HIGH"])
    nb.w("Current risk to self: {l}. Risk to others: {o}. Risk from others: {f}.\n", l=lvl,
         o=c.ch(["low", "low", "moderate (verbal aggression)"]),
         f=c.ch(["low", "moderate - online exploitation concerns", "low; historic DV in home"]))
    nb.t("Static factors: " + ", ".join(rng.sample(["previous overdose", "family history of suicide", "male gender",
                                                    "ACEs", "care-experienced", "neurodevelopmental condition"], 2)) + ".\n")
    nb.t("Dynamic factors: " + ", ".join(rng.sample(clin.RISK_FACTORS, 3)) + ".\n")
    nb.t("Formulation: " + pr(c, c.ch([
        "risk rises when {he} feels rejected by peers and is alone at night with {his} phone; self-harm reduces tension short term.",
        "impulsive risk in the context of family conflict and substance use; planning and intent low at present.",
        "chronic elevated risk with acute escalation after interpersonal loss; protective factors remain."])) + "\n")
    if c.chance(0.5):
        nb.w("Scores today: {a}; {b}.\n", a=c.ch(clin.GENERIC_SCORES), b=c.ch(["C-SSRS ideation 3", "PHQ-A item 9 = 2",
                                                                              "SIQ-JR 41", "ASQ non-acute positive"]))
    nb.w("\nShared with: {who}.\n", who=c.ch([[c.mumw, ", ", (c.school, "ORGANIZATION"), " (with consent) and GP"],
                                              ["young person and ", c.F(m, "full")],
                                              [c.F(m, "first"), ", ", c.St("gp"), " and ", c.SN("sw")]]))
    nb.w("Signed (young person): {p}   Date: {d}\n", p=c.P(c.ch(["full", "first"])), d=c.D(c.enc, "num"))
    nb.w("Signed (clinician): {s}\n", s=c.SN(c.ch(["nurse", "cc", "psych"])))
