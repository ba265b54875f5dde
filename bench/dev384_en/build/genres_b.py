"""Genres: tongue-tie referral, 1-year/2-year ASQ review, postnatal mood (EPDS), safeguarding."""
import core
import pools
from core import (pick, chance, digits, PT, DR, FM, UN, AG, DT, ST, CI, SA, ZP, CO, HO, OR, LO,
                  MR, SS, HP, AC, LI, DV, VE, BI, ID, PH, FX, EM, UR, IP, PR, N)
from people import D, baby_age, person
import common as cm


def tongue_tie(rng, c, n):
    surgeon = person(rng, c.ck, "DOCTOR", chance(rng, 0.6))
    st = c.addr
    n.w(HO(c.base), "\n", c.T["svc"], "\n")
    n.w("Tel: ", PH(c.base_phone), "  Fax: ", FX(core.phone(rng, c.ck, "land")), "\n")
    n.w("Email: ", EM(c.team_email), "\n\n")
    n.w("To: ", pick(rng, ["Infant Frenulotomy Clinic", "Tongue-tie Service", "Neonatal Frenulotomy Service",
                            "ENT / Oral Restriction Clinic"]), ", ", HO(c.hosp), "\n")
    if chance(rng, 0.5):
        n.w("Fax: ", FX(core.phone(rng, c.ck, "land")), "   ", "e-RS UBRN: " if c.uk else "Referral #: ",
            ID(digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4) if c.uk else core.ref(rng, "RF")), "\n")
    n.w("Date: ", D(c, c.visit), "\n\n")
    n.w("RE: ", c.baby.full(), "   DOB ", D(c, c.dob), "   ", *cm.id_items(rng, c), "\n")
    n.w("Address: ", *st.items(rng), "\n")
    n.w("Parent: ", c.mum.full(), " (mother), ", pick(rng, ["mobile ", "tel "]), PH(c.mum_phone))
    if chance(rng, 0.4):
        n.w(", email ", EM(c.mum_email))
    n.w("\n", "GP" if c.ck not in ("US", "CA") else "PCP", ": Dr ", c.gp.full())
    if chance(rng, 0.5):
        n.w(" (", c.gp_lic[0], " ", LI(c.gp_lic[1]), ")")
    n.w(", ", HO(c.practice), "\n\n")
    if chance(rng, 0.8):
        n.w("Dear ", pick(rng, ["Dr ", "Ms ", "Mr ", "Sister "]), surgeon.l(), ",\n\n")
    else:
        n.w("Dear colleague,\n\n")
    n.w("Thank you for seeing ", c.baby.f(), ", ", *baby_age(rng, c), ", ", pick(rng, ["born at ", "a term baby born at "]),
        "%d+%d" % (rng.randrange(37, 42), rng.randrange(7)), " weeks, who I assessed at ",
        pick(rng, [[LO(c.venue)], [HO(c.base)], ["home"]])[0], " on ", D(c, core.plus(c.visit, -rng.randrange(0, 3))),
        " with suspected ankyloglossia affecting breastfeeding.\n\n")
    n.w("Feeding: ", pick(rng, ["exclusively breastfed", "breastfed with formula top-ups", "bottle fed EBM",
                                  "mixed fed"]), ". ", c.mum.f(), " reports ",
        pick(rng, ["nipple pain 8/10 throughout feeds", "clicking and milk spillage", "feeds lasting over an hour",
                   "compressed nipples after every feed", "baby unable to sustain latch"]), ", ",
        pick(rng, ["blanching", "recurrent blocked ducts", "wind and colicky behaviour", "poor weight gain"]), ".\n")
    n.w("Weight: BW ", "%.2f" % c.bw, " kg, today ",
        "%.2f" % (c.bw * 0.93 + 0.022 * c.age_days), " kg (", pick(rng, ["9th", "25th", "2nd-9th", "50th"]), " centile).\n")
    n.w("Oral assessment: ", pick(rng, ["anterior", "posterior", "mid"]), " frenulum, ",
        pick(rng, ["heart-shaped tongue tip", "limited lift to mid-mouth", "poor lateralisation"]), ". ",
        N(pick(rng, ["Bristol Tongue Assessment Tool", "BTAT", "TABBY tool"])), " score ", rng.randrange(0, 6), "/8",
        pick(rng, ["; ", ". "]), N("Hazelbaker"), " ATLFF appearance ", rng.randrange(5, 11), "/10, function ",
        rng.randrange(4, 15), "/14; ", N("Coryllos"), " ", pick(rng, ["type 1", "type 2", "type 3", "type 4"]), ".\n")
    n.w("Vitamin K: ", pick(rng, ["IM at birth", "oral course completed", "given IM on delivery suite"]), ". ",
        "No family history of bleeding disorders", pick(rng, [".", ", though MGF has ", "."]).replace(
            ", though MGF has ", ", though maternal grandfather has von Willebrand disease."), "\n\n")
    n.w("Parents are aware of the procedure, risks (bleeding, infection, reattachment) and that it may not resolve "
        "feeding difficulty. They consent to referral. Leaflet: ", UR(core.url(rng, "leaflet")), ".\n")
    if chance(rng, 0.3):
        n.w("Please note: family prefers ", pick(rng, ["Arabic", "Polish", "Somali", "Mandarin", "Urdu", "Spanish"]),
            " interpreter; ", c.partner.f() if c.has_partner else c.gran.f(), " will attend.\n")
    n.w("\nYours sincerely,\n")
    n.w(c.hv.full(), " ", c.hv_cred, "\n", c.T["hv"], pick(rng, ["", " / Infant Feeding Lead"]), "\n")
    n.w(c.hv_lic[0], " ", LI(c.hv_lic[1]), "\n")
    n.w("Direct line ", PH(core.with_ext(rng, c.base_phone) if chance(rng, 0.4) else c.hv_phone), "\n")
    n.w("\ncc: Dr ", c.gp.l(), ", ", HO(c.practice), " (fax ", FX(c.practice_fax), "); parents; ", "CMW " if c.uk else "midwife ", c.mw.fi(), "\n")


ASQ_CUT = {12: [15.64, 21.49, 34.50, 27.32, 21.73], 24: [25.17, 38.07, 35.16, 29.78, 31.54],
           27: [24.02, 28.01, 18.42, 27.62, 25.31], 30: [33.30, 36.14, 19.25, 27.08, 32.01]}
DOMAINS = ["Communication", "Gross Motor", "Fine Motor", "Problem Solving", "Personal-Social"]


def dev_review(rng, c, n):
    months = max(9, int(c.age_days / 30.44))
    if months < 18:
        q = 12
    else:
        q = 24 if months < 27 else 27 if months < 30 else 30
    one = q == 12
    title = ("1 Year Development Review" if one else "2-2.5 Year Integrated Review")
    if c.ck == "SCO":
        title = "13-15 month review" if one else "27-30 month review"
    if c.ck == "IE":
        title = "PHN developmental assessment (%s months)" % ("9-11" if one else "18-24")
    if c.ck == "AU":
        title = "%s Key Age and Stage visit" % ("12 month" if one else "2 year")
    if c.ck == "NZ":
        title = "WCTO core contact - %s" % ("12-15 months" if one else "2-3 years")
    if c.ck in ("CA", "US"):
        title = "%s developmental screen (ASQ-3 / ASQ:SE-2)" % ("12 month" if one else "24 month")
    cm.header(rng, n, c, title, place=cm.venue_place(rng, c), show_addr=chance(rng, 0.5))
    n.w("Age at review: ", *baby_age(rng, c), ". ")
    if chance(rng, 0.2):
        n.w("Born at 32+4 - corrected age ", AG(str(months - 2)), " months used for ASQ. ")
    n.w("Attended with ", *pick(rng, [[c.T["mum"].lower(), " ", c.mum.f()], ["both parents"],
                                       ["grandmother ", c.gran.full()],
                                       [c.T["mum"].lower(), " and sibling ", c.sibs[0][0].f()] if c.sibs else ["mum"]]))
    n.w(".\n\n")
    n.w(N("ASQ-3"), " ", q, " month questionnaire completed by parent on ", D(c, core.plus(c.visit, -rng.randrange(0, 10))), ":\n")
    n.w("Domain            Score  Cut-off  Outcome\n")
    cuts = ASQ_CUT[q]
    low = []
    for i, dom in enumerate(DOMAINS):
        sc = pick(rng, [60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10])
        res = "above" if sc > cuts[i] + 10 else ("monitoring zone" if sc > cuts[i] else "BELOW")
        if res == "BELOW":
            low.append(dom)
        n.w(dom.ljust(18), str(sc).rjust(5), "  ", ("%.2f" % cuts[i]).rjust(7), "  ", res, "\n")
    n.w(N("ASQ:SE-2"), " total ", pick(rng, [15, 25, 30, 45, 60, 70]), " (cut-off ", pick(rng, [48, 50, 57]), ").\n\n")
    n.w("Observations: ")
    if one:
        n.w(pick(rng, ["Cruising furniture, pincer grip, ", "Walking since ", "Bottom shuffler, ", "Crawling, pulls to stand, "]))
        if n.parts[-1].endswith("since "):
            n.w("about ", AG(str(rng.randrange(10, 14))), " months, ")
        n.w(pick(rng, ["babbles 'mama', 'dada', waves bye-bye.", "points to request, 2-3 words.",
                       "limited babble - hearing check advised."]), "\n")
    else:
        n.w(pick(rng, ["Running, kicks ball, builds tower of 6. ", "Climbing, scribbles, ", "Walking well since "]))
        if chance(rng, 0.5):
            n.w(AG(str(rng.randrange(11, 17))), " months. ")
        n.w(pick(rng, ["Joins 2-3 words ('more juice', 'daddy car').", "~20 single words, not yet joining.",
                       "Uses gestures more than words; ", "Bilingual home (" + pick(rng, ["Urdu", "Polish", "Welsh", "Irish", "Te Reo", "Tagalog", "Spanish"]) + "/English), understands both."]))
        n.w(pick(rng, ["", " Plays alongside peers.", " Limited pretend play."]), "\n")
    if low:
        n.w("Below cut-off in ", ", ".join(low), ". ")
        k = rng.randrange(3)
        if k == 0:
            n.w("Referred to Speech and Language Therapy at ", HO(c.base), ".\n")
        elif k == 1:
            n.w("Re-screen in 2 months at ", LO(c.venue), "; referral to community paediatrics if no progress.\n")
        else:
            n.w("Discussed (with consent) with ", "Early Years SENCO" if c.uk else "educator", " at ", OR(c.nursery), ".\n")
    else:
        n.w("All domains above cut-off. No concerns.\n")
    n.w("\nHealth: ")
    n.w(pick(rng, ["Wt ", "Weight "]), "%.1f" % (rng.randrange(80, 150) / 10.0), " kg (", pick(rng, ["25th", "50th", "75th", "91st", "9th"]),
        " centile). Teeth: ", rng.randrange(4, 20), ", brushing ", pick(rng, ["twice daily with 1000 ppm toothpaste", "once a day"]),
        "; ", pick(rng, ["registered with ", "not yet registered with a dentist - "]), HO(site_dental(rng)), ".\n")
    n.w("Diet: ", pick(rng, ["3 meals + 2 snacks, whole cow's milk from cup", "still on bottles at night - cup advice given",
                              "vegetarian diet, iron-rich foods discussed", "fussy eater, lots of milk (800 ml/day)"]), ". ",
        "Vitamins ", pick(rng, ["A, C and D daily", "not given - Healthy Start explained" if c.uk else "not given"]), ".\n")
    n.w("Immunisations: ", pick(rng, ["1 year boosters (Hib/MenC, MMR, PCV, MenB) given " if c.uk else "12 month vaccines given ",
                                       "MMR 1 given ", "12 month vaccines given at "]))
    n.w(D(c, core.plus(c.dob, rng.randrange(366, 400))) if chance(rng, 0.7) else HO(c.practice), ".\n")
    n.w("Childcare: ", pick(rng, ["at home with ", "attends ", "childminder "]))
    k = rng.randrange(3)
    if k == 0:
        n.w(c.gran.f(), pick(rng, [" (MGM)", " (grandmother)"]), " 2 days/week while mum works as ", PR(c.mum_prof), ".\n")
    elif k == 1:
        n.w(OR(c.nursery), " ", rng.randrange(2, 5), " days; ", N("15 hours funded childcare" if c.uk else "childcare subsidy"), " from ",
            D(c, core.plus(c.visit, rng.randrange(60, 200)), "month_year"), ".\n")
    else:
        n.w(FM(pick(rng, ["Sandra", "Michelle", "Bushra", "Jenny", "Tamsin"])), " (registered childminder) in ",
            CI(c.addr.town), ".\n")
    n.w("Safety: stair gates, ", N("button batteries"), ", blind cords, hot drinks discussed. ",
        pick(rng, ["Car seat rear-facing.", "Fire safety check offered.", ""]), "\n")
    n.w("\nOutcome: ", pick(rng, ["Universal - discharge to universal service.", "Universal Plus - SLT referral",
                                  "Targeted support - review 3/12.", "Health needs met."]), "\n")
    if not one and chance(rng, 0.5):
        n.w("Integrated review with ", OR(c.nursery), " key worker ", FM(pick(rng, ["Kerry", "Aleksandra", "Jade", "Fatima"])),
            " -", " EYFS" if c.uk else "", " progress summary shared.\n")
    cm.sig(rng, n, c)
    if chance(rng, 0.45):
        cm.audit(rng, n, c)


def site_dental(rng):
    return "%s %s" % (pick(rng, pools.SITE_STEMS + pools.STREET_STEMS), pick(rng, ["Dental Practice", "Dental Care", "Family Dentistry"]))


def epds_note(rng, c, n):
    m = c.mum  # PATIENT in this genre
    title = pick(rng, ["Postnatal Mood Assessment - EPDS", "PERINATAL MENTAL HEALTH CONTACT", "Listening visit / EPDS review",
                       "Maternal mood review"])
    n.w(title, "\n")
    n.w("Client: ", m.full() if chance(rng, 0.6) else m.inv(), "   DOB: ", D(c, c.mum_dob), "   ")
    n.w(*cm.id_items(rng, c, who="mum"))
    if c.ssn and chance(rng, 0.4):
        n.w("   ", c.ssn[0], ": ", SS(c.ssn[1]))
    n.w("\n")
    if c.plan and c.ck in ("AU", "CA", "US", "IE") and chance(rng, 0.6):
        n.w(*cm.plan_items(rng, c), "\n")
    n.w("Address: ", *c.addr.items(rng), "\n")
    n.w("Baby: ", c.baby.full(), ", DOB ", D(c, c.dob), " (", *baby_age(rng, c), ")\n")
    n.w("Date: ", D(c, c.visit), "  ", cm.tm(rng), "  Venue: ", pick(rng, [["home"], [LO(c.venue)], ["video call"]])[0], "\n\n")
    n.w("Reason: ", pick(rng, ["Whooley positive at 6-8 week contact", "planned listening visit no. 3",
                               "GP request following disclosure of low mood", "routine 3-4 month maternal mood check",
                               "previous PND, enhanced pathway"]), ".\n\n")
    n.w(N("EPDS"), " total ", (lambda s: s)(str(rng.randrange(4, 24))), "/30 (item 10: ", pick(rng, ["0", "0", "1"]), ").")
    if chance(rng, 0.6):
        n.w(" Previous EPDS ", D(c, core.plus(c.visit, -rng.randrange(14, 50))), ": ", rng.randrange(4, 20), ".")
    if chance(rng, 0.5):
        n.w(" ", N("GAD-7"), " ", rng.randrange(2, 18), ", ", N("PHQ-9"), " ", rng.randrange(2, 20), ".")
    n.w("\n")
    n.w("Item scores: ", " ".join("%d:%d" % (i + 1, rng.randrange(0, 4)) for i in range(9)), " 10:0\n\n")
    n.w(m.f(), " ", pick(rng, ["describes feeling flat and tearful most days", "says the anxiety is 'constant'",
                                "reports poor sleep even when baby sleeps", "feels disconnected from baby at times"]),
        ". ", pick(rng, ["Birth was traumatic (EMCS under GA).", "Long NICU stay after birth.",
                         "Isolated - no family nearby.", "Partner works away."]))
    if chance(rng, 0.5):
        n.w(" Her mother ", c.gran.f(), " lives in ", CO(c.abroad) if chance(rng, 0.5) else CI(c.prev_addr.town), ".")
    n.w("\n")
    if c.has_partner:
        n.w("Partner ", c.partner.f(), pick(rng, [" supportive; works as ", " works long shifts as "]), PR(c.partner_prof),
            pick(rng, ["", " (FIFO, 2 weeks on/1 off)" if c.ck == "AU" else " away Mon-Fri", " nights"]), ".\n")
    else:
        n.w("Separated from baby's father ", FM(pick(rng, ["Dean", "Marek", "Tyrone", "Shane", "Ahmed"])), " in ",
            D(c, core.plus(c.visit, -rng.randrange(30, 200)), "month_year"), ".\n")
    n.w(m.f(), " ", pick(rng, ["was working as a ", "is on leave from her job as a ", "plans to return as a "]), PR(c.mum_prof), ".\n")
    n.w("\nRisk: ", pick(rng, ["no thoughts of self-harm or suicide; no thoughts of harm to baby.",
                               "fleeting thoughts 'everyone would be better off' - no plan or intent.",
                               "denies self-harm; past overdose age ", ]))
    if n.parts[-1].endswith("age "):
        n.w(AG(str(rng.randrange(14, 22))), ", none since.")
    n.w(" Protective factors: baby, ", pick(rng, ["partner", "own mother", "faith community at "]))
    if n.parts[-1].endswith("at "):
        n.w(OR(pick(rng, pools.FAITH)))
    n.w(".\n")
    n.w("Sleep/support: ", pick(rng, ["baby wakes 3-4 times a night; partner does one night feed.",
                                      "sleeping 4-5 h blocks when baby sleeps, appetite reduced.",
                                      "struggling to get out of the house, hasn't left home alone for a week.",
                                      "goes to a mum and baby group weekly, finds it helpful."]),
        " ", pick(rng, ["No alcohol or substance use.", "Drinks 2-3 units at weekends.", "Smokes 5/day, wants to stop.",
                        "Caffeine high - 6 coffees a day."]), "\n")
    if chance(rng, 0.5):
        n.w("Discussed: normal adjustment vs postnatal depression, ", N("PMADs"), ", sleep, nutrition, self-compassion; ",
            "signposted to peer group at ", LO(c.venue), ".\n")
    n.w("Interaction: ", pick(rng, ["warm, responsive, talks to ", "appropriate handling of ", "some flat affect with "]),
        c.baby.f(), ".\n\n")
    n.w("Plan:\n")
    n.w("1. ", "GP" if c.ck not in ("CA", "US") else "Doctor's", " appt with Dr ", c.gp.l(), " on ",
        D(c, core.workday(core.plus(c.visit, rng.randrange(1, 8))), pick(rng, ["weekday_full", c.style])),
        " re ", N(pick(rng, ["sertraline", "fluoxetine", "citalopram", "mirtazapine"])), ".\n")
    n.w("2. ", pick(rng, ["Referral to ", "Discussed with ", "Consultation with "]), HO(pick(rng, pools.PERINATAL)),
        " (duty worker ", DR(core.pick(rng, ["Sian", "Marcus", "Priya", "Eamon", "Lena"])), ").\n")
    n.w("3. ", pick(rng, ["Listening visits weekly x6.", "Self-referral to Talking Therapies." if c.uk else
                          "Referral to perinatal psychology.", "Review EPDS in 2 weeks."]), "\n")
    n.w("4. Crisis numbers given: out-of-hours mental health line ", PH(core.phone(rng, c.ck, "land")),
        pick(rng, [", or attend ED.", ", %s if immediate risk." % EMERG.get(c.ck, "999"), "."]), "\n")
    if chance(rng, 0.4):
        n.w("5. Consent to share with ", HO(c.practice), " and CMW ", c.mw.full(), " obtained.\n")
    cm.sig(rng, n, c)
    if chance(rng, 0.4):
        cm.audit(rng, n, c)


EMERG = {"ENG": "999", "SCO": "999", "WAL": "999", "NIR": "999", "IE": "112", "AU": "000", "NZ": "111",
         "CA": "911", "US": "911"}

CONCERNS = [
    ("domestic abuse disclosure", "Mum disclosed that ex-partner pushed her against the wall while holding baby"),
    ("bruise on non-mobile infant", "1 cm bluish bruise noted on L cheek of non-mobile baby at weigh-in"),
    ("home conditions / neglect", "home cold (no gas credit), dog faeces on floor, baby in soiled clothing"),
    ("parental substance misuse", "smell of cannabis on entry, Dad drowsy, unclear who was caring for baby"),
    ("was not brought - repeated", "3 missed contacts and 2 missed immunisation appointments"),
    ("maternal mental health and infant care", "mum tearful, said she 'couldn't cope' and left baby with neighbour"),
]


def safeguarding(rng, c, n):
    con, detail = pick(rng, CONCERNS)
    ex = person(rng, c.ck, "FAMILY", False)
    n.w(pick(rng, ["SAFEGUARDING CONCERN RECORD - CONFIDENTIAL", "Cause for Concern / Safeguarding record",
                   "Child protection concern - chronology entry"]), "\n")
    cm.header(rng, n, c, pick(rng, ["Child", "Subject child"]), show_addr=True)
    cm.sibs_line(rng, n, c)
    n.w("Mother: ", c.mum.full(), ", DOB ", D(c, c.mum_dob), ", ", *cm.id_items(rng, c, "mum"))
    if c.ssn and chance(rng, 0.6):
        n.w(", ", c.ssn[0], " ", SS(c.ssn[1]))
    n.w("\n")
    n.w("Alleged person / other adult: ", ex.full(), " (", pick(rng, ["ex-partner", "mum's partner", "lodger", "baby's father"]),
        "), approx ", AG(str(rng.randrange(19, 45))), "y")
    if chance(rng, 0.6):
        n.w(", last known address ", *c.prev_addr.items(rng))
    n.w(". ", pick(rng, ["Works as a ", "Believed to be a ", "Employed as "]), PR(pick(rng, pools.PROFESSIONS)), ".\n")
    if chance(rng, 0.65):
        n.w("Drives ", N(pick(rng, pools.VEHICLES)), ", reg ", VE(core.plate(rng, c.ck)), ".\n")
    n.w("\nNature of concern: ", con, "\n")
    at_home = "home" in con or "substance" in con
    n.w("Date/time of concern: ", D(c, c.visit), " ", cm.tm(rng), ", ",
        "home visit" if at_home else pick(rng, ["home visit", LO(c.venue), HO(c.base)]), "\n\n")
    n.w("Details: ", detail, ". ")
    if chance(rng, 0.6):
        n.w("Mum said \"", pick(rng, ["he said he'd take the baby", "I don't want him coming round",
                                       "it was an accident, my other one knocked him", "I just need some sleep"]), "\". ")
    n.w(pick(rng, ["Body map completed.", "Photographs not taken (policy).", "Home conditions checklist completed.",
                   "No other injuries seen."]), "\n")
    n.w("Voice of the child: ", c.baby.f(), " ", pick(rng, ["was quiet and watchful", "smiled and babbled, reached for mum",
                                                             "was unsettled, nappy heavily soiled", "asleep in car seat throughout"]), ".\n\n")
    n.w("ACTIONS\n")
    n.w("- Discussed with ", pick(rng, ["named nurse for safeguarding ", "safeguarding supervisor ", "team lead "]),
        DR(person(rng, c.ck, "DOCTOR", True).first + " " + person(rng, c.ck, "DOCTOR", True).last), " at ", cm.tm(rng), ".\n")
    sw = person(rng, c.ck, "DOCTOR", chance(rng, 0.7))
    agency = {"IE": "Tusla", "AU": "DCJ", "NZ": "Oranga Tamariki", "CA": "Children's Aid Society",
              "US": "CPS"}.get(c.ck, "MASH / Children's Social Care")
    n.w("- Referral to ", N(agency), ", ref ", ID(core.ref(rng, pick(rng, ["MASH", "CSC", "CP", "R"] if c.uk else ["CP", "R", "CW", "INT"]))),
        "; allocated SW ", sw.full(), ", tel ", PH(core.phone(rng, c.ck, "land")))
    if chance(rng, 0.4):
        n.w(", secure email ", EM(core.email(rng, sw.first, sw.last, work=True)))
    n.w(".\n")
    if "abuse" in con or chance(rng, 0.3):
        n.w("- Police informed, incident no. ", ID(core.ref(rng, pick(rng, ["INC", "CAD", "PE"]))), ", officer ",
            pick(rng, ["PC ", "Const. ", "Officer ", "DC "]), FM(person(rng, c.ck, "FAMILY", chance(rng, 0.4)).last), ".\n")
        if c.uk:
            n.w("- ", N("DASH"), " completed: ", rng.randrange(6, 24), " ticks - ",
                pick(rng, ["MARAC referral made.", "below MARAC threshold.", "high risk - IDVA referral."]), "\n")
        else:
            n.w("- Family violence risk screen completed - ", pick(rng, ["serious threat", "elevated risk", "at risk"]), ".\n")
    n.w("- ", pick(rng, ["Strategy discussion held ", "Section 47 enquiry agreed ", "Initial child protection conference ",
                         "Early Help assessment to start "] if c.uk else ["Safety assessment visit by SW ", "Case conference ",
                                                                      "Family group meeting "]), D(c, core.plus(c.visit, rng.randrange(1, 15))), ".\n")
    n.w("- GP (Dr ", c.gp.l(), ", ", HO(c.practice), ") informed by secure email.\n")
    if c.uk and chance(rng, 0.4):
        n.w("- ", N("CP-IS"), " flag checked: ", pick(rng, ["none", "active"]), ".\n")
    n.w("\nParent informed of referral: ", pick(rng, ["yes, agreed", "yes, not in agreement", "no - would place child at risk"]), ".\n")
    cm.sig(rng, n, c)
    cm.audit(rng, n, c)
