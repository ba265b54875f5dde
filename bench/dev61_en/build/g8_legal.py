"""Genre 8: medico-legal, safeguarding and police/coroner correspondence."""
from phi import P, shift, words
from context import slug
from blocks import letterhead, signature, demo_block, audit_line, nok_relation

GENRE = "medicolegal_safeguarding"

POLICE = {"en-GB": "Police", "en-GB-SCT": "Police Office", "en-IE": "An Garda Síochána", "en-AU": "Police",
          "en-NZ": "Police", "en-CA": "Police Service", "en-SG": "Police Force", "en-IN": "Police",
          "en-NG": "Police Force", "en-KE": "Police Service", "en-ZA": "SAPS"}


def _officer(c, key="oic"):
    o = c.rel(key, "officer", role="FAMILY")
    rank = c.ch("PC", "DC", "DS", "Sgt", "Constable", "Detective Constable")
    if c.code == "en-IE":
        rank = c.ch("Garda", "Sergeant", "Detective Garda")
    return o, rank


def layout_police_report(c):
    p = c.pt
    fme = c.staff("fme", "forensic physician", "Dr", creds=c.ch("MFFLM", "DFMS", "MBBS", "FFLM"))
    oic, rank = _officer(c)
    L = []
    L.append("MEDICAL STATEMENT / FORENSIC MEDICAL REPORT")
    L.append("Requested by: %s %s (collar/shoulder no. %s), %s %s" % (
        rank, c.nm(oic, c.ch("short", "s")), P("IDNUM", str(c.r.randint(100, 9999))), c.city(), POLICE[c.code]))
    L.append("Crime ref: %s   Custody/incident no.: %s" % (c.idnum(c.ch("CR", "CRN", "OB", "PULSE", "")), c.idnum(c.ch("CUS", "INC", ""))))
    L.append("Officer email: %s   Tel: %s" % (P("EMAIL", "%s.%s@police.example.org" % (slug(oic.first()), slug(oic.surname.split()[-1]))),
                                              c.tel("land", ext=c.chance(0.5))))
    L.append("")
    L.append("Examinee: %s, DOB %s (%s), of %s" % (c.nm(p, c.ch("full", "uc", "tf")), c.dob(), c.age(p.age, c.ch("bare", "yrs")),
                                                  c.addr_inline()))
    L.append("Examined: %s %02d:%02d at %s (%s). Chaperone: %s. Consent: written." % (
        c.dd(c.today, c.ch(c.note_style, "wd_full")), c.r.randint(0, 23), c.r.randint(0, 59),
        c.ch(c.pl("clinic", "sarc"), c.pl("acute"), "%s custody suite" % c.pl("building", "custody")),
        c.ch("SARC", "ED", "custody", "forensic suite"), c.nm(c.staff("chap", "crisis worker", None), "full")))
    L.append("")
    L.append("Account (from examinee): assaulted %s at approx %02d:%02d near %s by a %s known to %s as \"%s\". %s" % (
        c.dd(c.ago(0, 3), c.ch("wd", "partial", "dM")), c.r.randint(0, 23), c.r.randint(0, 59), c.pl("landmark"),
        c.ch("man", "woman", "group of men"), c.him(), P("FAMILY", c.ch("Dazza", "Big Mo", "Tiny", "Kev", "Jojo")),
        c.ch("Punched to face x3, kicked while on ground.", "Pushed down stairs.", "Grabbed by the neck for ~10 seconds.",
             "Struck with a bottle.")))
    L.append("")
    L.append("Findings (body map attached):")
    L.append("  1. %d x %d cm bruise L periorbital, purple." % (c.r.randint(2, 6), c.r.randint(2, 5)))
    L.append("  2. %s" % c.ch("Linear abrasion 4 cm R forearm.", "Petechiae above collar line, hoarse voice.",
                              "Laceration 2 cm scalp, glued.", "Tenderness R 8th rib, no crepitus."))
    L.append("  3. %s. GCS 15. %s" % (c.obs(), c.ch("Alcohol odour noted.", "", "Tearful but coherent.")))
    L.append("Photographs: %d images, camera serial %s, ref %s." % (c.r.randint(6, 30), c.device_serial(), c.idnum("PH")))
    L.append("Samples: DNA swabs (fingernail scrapings L/R) sample ref %s; reference DNA profile %s; exhibits labelled %s/1-4." % (
        c.idnum(c.ch("SW", "FS")), P("BIOID", "%s%d" % (c.ch("DNA-", "PDN", "DP"), c.r.randint(100000, 9999999))),
        P("DOCTOR", fme.initials(dots=False))))
    if c.chance(0.6):
        L.append("Suspect's fingerprint set ref %s and vehicle %s noted by officer." % (
            P("BIOID", "%s%d" % (c.ch("FP", "IDENT", "AFIS-"), c.r.randint(10000, 999999))), P("VEHICLE", c.loc.plate(c.r))))
    L.append("")
    L.append("Opinion: injuries are consistent with the account given, %s." % c.ch("caused by blunt force", "of recent origin (<48 h)",
                                                                                 "compatible with manual strangulation"))
    L.append("Referred to %s; GP %s informed with consent." % (c.pl("acute"), c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts")))
    L.append("")
    L.append("This statement is true to the best of my knowledge and belief.")
    L += signature(c, fme)
    L.append("Date: %s" % c.dd(shift(c.today, 1)))
    return "\n".join(L)


def layout_coroner(c):
    p = c.pt
    gp = c.staff("gp", c.loc.gp_word, "Dr")
    co = c.rel("co", "coroner's officer", role="FAMILY")
    coroner = c.rel("coroner", "coroner", role="FAMILY")
    nok = c.rel("nok", nok_relation(c))
    dod = c.ago(5, 30)
    L = letterhead(c, "practice", "prac")
    L.append("")
    L.append(c.dd(c.today, c.ch("dMy", "ord", "dmy")))
    L.append("")
    L.append("%s %s" % (c.ch("HM Coroner", "The Coroner", "Office of the Coroner", "Coroners Court"), c.ch("for %s" % c.city(), "")))
    L.append("FAO: %s (Coroner's Officer)" % c.nm(co, c.ch("tf", "full")))
    L += c.addr_lines(c.new_address())
    L.append("By email: %s" % P("EMAIL", "%s.%s@coroner.example.org" % (slug(co.first()), slug(co.surname.split()[-1]))))
    L.append("")
    L.append("Your ref: %s" % c.idnum(c.ch("COR", "INQ", "C")))
    L.append("")
    L.append("Dear %s" % c.nm(co, "ts"))
    L.append("")
    L.append("Re: %s (deceased), DOB %s, died %s, %s %s" % (c.nm(p, c.ch("tf", "uc", "full")), c.dob(),
                                                              c.dd(dod), p.pid[0], P("MRN", p.pid[1])))
    L.append("Last address: %s" % c.addr_inline())
    L.append("")
    L.append("Thank you for your request of %s for a report to assist %s %s. I have been %s GP since %s." % (
        c.dd(c.ago(1, 4), c.ch("dM", "ordM", "partial")), c.ch("the Coroner,", "Coroner"), c.nm(coroner, c.ch("tf", "ts")),
        c.nm(p, "ts") + "'s", c.dd(c.ago(2000, 9000), "y")))
    L.append("")
    prof = p.profession
    L.append("%s was a %s %s who %s. %s lived with %s %s, %s, at the above address." % (
        c.nm(p, "ts"), c.age(p.age, c.ch("yo", "words")), "man" if p.sex == "m" else "woman",
        c.ch("worked as %s %s" % ("an" if prof[0] in "aeiou" else "a", P("PROFESSION", prof)),
             "was a retired %s" % P("PROFESSION", prof), "had been %s %s until recently" % ("an" if prof[0] in "aeiou" else "a", P("PROFESSION", prof))),
        c.He(), c.his(), nok.relation, c.nm(nok, c.ch("full", "g"))))
    L.append("Relevant history: %s; %s (under %s at %s since %s)." % (
        c.eponym(), c.ch("COPD", "ischaemic heart disease", "alcohol dependence", "recurrent depressive disorder"),
        c.doc(c.staff("cons", "consultant", c.ch("Dr", "Mr/Ms")), style="ts"), c.pl("acute"), c.dd(c.ago(400, 4000), c.ch("y", "my"))))
    L.append("Medication at death: %s." % "; ".join(c.drugs(3)))
    L.append("I last saw %s on %s (%s). Telephone contact with %s colleague %s on %s." % (
        c.him(), c.dd(c.ago(31, 120), c.ch(c.note_style, "ord")), c.ch("medication review", "chest infection", "routine BP check"),
        "my", c.doc(c.staff("gp2", c.loc.gp_word, "Dr"), style="tf"), c.dd(c.ago(10, 30), c.ch("dM", "partial"))))
    L.append("")
    L.append("I understand %s was found %s by %s at %s on %s. %s was aged %s. I am not able to certify the cause of death as %s had not been seen within 28 days." % (
        c.he(), c.ch("collapsed", "unresponsive"), c.ch("a neighbour", "%s %s" % (c.his(), nok.relation), "carers"),
        c.ch("home", c.pl("landmark"), "%s, room %s" % (c.pl("carehome"), P("LOCATION_OTHER", str(c.r.randint(1, 60))))),
        c.dd(dod, c.ch("dM", "wd_ordM")), c.He(), c.ch(c.age(p.age, "bare"), P("AGE", words(p.age))), c.he()))
    L.append("The inquest is listed for %s at %s. I am %s to attend." % (
        c.dd(c.ahead(40, 150), c.ch("dMy", "wd_full", "ord")), c.ch("the Coroner's Court", c.city()), c.ch("able", "happy", "unable")))
    L.append("")
    L += signature(c, gp, closing="Yours sincerely")
    L.append("")
    L.append("cc: %s (Medical Examiner, %s)" % (c.doc(c.staff("me", "medical examiner", "Dr"), style="tf"), c.pl("acute")))
    return "\n".join(L)


def layout_child_safeguarding(c):
    child = c.make_patient(1, 15)
    mum = c.rel("mum", "mother")
    ptn = c.rel("mp", "mother's partner", sex="m", same_surname=False)
    sw = c.staff("sw", "social worker", None)
    hv = c.staff("hv", c.ch("health visitor", "school nurse"), None, nurse=True)
    sib = c.rel("sib", c.ch("brother", "sister"))
    L = []
    L.append("SAFEGUARDING CHILDREN - MULTI-AGENCY REFERRAL FORM")
    L.append("To: %s (MASH / intake team)   Ref: %s" % (c.city(), c.idnum(c.ch("MASH", "CP", "SR", ""))))
    L.append("Date: %s   Referrer: %s (%s), %s, %s" % (c.dd(c.today), c.nm(hv, "full"), hv.job, c.pl("trust"), c.tel("mob")))
    L.append("")
    L.append("Child: %s   DOB %s   Age %s   %s %s" % (c.nm(child, c.ch("uc", "full")), c.dob(), c.age(child.age, "bare"),
                                                   child.pid[0], P("MRN", child.pid[1])))
    L.append("Address: %s" % c.addr_inline())
    L.append("School/nursery: %s (DSL %s, %s)" % (c.pl("school") if child.age >= 4 else c.pl("nursery"),
                                                 c.nm(c.rel("dsl", "designated safeguarding lead", role="FAMILY"), c.ch("tf", "full")),
                                                 c.tel("land")))
    L.append("GP: %s, %s" % (c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"), c.pl("practice")))
    L.append("")
    L.append("Household:")
    L.append("  Mother: %s, DOB %s, %s, %s" % (c.nm(mum, "full"), c.dd(c.ago(7000, 14000), c.ch("dmy", "dMy")),
                                              P("PROFESSION", c.profession()), c.tel("mob")))
    L.append("  Mother's partner: %s (\"%s\"), approx %s, %s" % (c.nm(ptn, "full"), c.nm(ptn, "nick"), c.age(c.r.randint(20, 45), "bare"),
                                                                 c.ch("not on tenancy", "moved in %s" % c.dd(c.ago(30, 300), c.ch("my", "M")))))
    L.append("  Sibling: %s, %s, at %s" % (c.nm(sib, "g"), c.age(c.r.randint(1, 16), c.ch("bare", "yrs", "years")), c.pl("school", "sib")))
    L.append("  Father: %s - lives in %s, %s contact" % (c.nm(c.rel("dad", "father"), "full"), c.ch(c.city(), c.country(foreign=True)),
                                                          c.ch("no", "supervised", "irregular")))
    L.append("")
    L.append("Concern: %s" % c.ch(
        "During %s's 2-year review on %s I observed a bruise to the L cheek (3 cm) and fingertip-pattern marks on the upper arm. Explanation from mother inconsistent." % (
            c.nm(child, "g"), c.dd(c.today, c.ch("wd", "dM"))),
        "%s disclosed to teacher %s that %s 'hits mum when he's drunk'. Police attended the address %s (ref %s)." % (
            c.nm(child, "g"), c.nm(c.rel("teach", "teacher", role="FAMILY"), "ts"), c.nm(ptn, c.ch("g", "nick")),
            c.dd(c.ago(2, 20), c.ch("wd", "partial", "dM")), c.idnum(c.ch("OCC", "INC"))),
        "Missed 4 health appointments since %s; home conditions poor, no food in fridge, %s's weight dropped from 25th to 2nd centile." % (
            c.dd(c.ago(100, 300), c.ch("my", "M")), c.nm(child, "g")),
        "%s seen getting into a car (reg %s) with older males outside %s on %s." % (
            c.nm(child, "g"), P("VEHICLE", c.loc.plate(c.r)), c.pl("landmark"), c.dd(c.ago(1, 10), c.ch("wd", "partial")))))
    L.append("Child's voice: \"%s\"" % c.ch("i dont like it when %s shouts" % c.nm(ptn, "lower"), "nana %s lets me stay at hers" % c.nm(c.rel("nana", "grandmother"), "lower"),
                                             "can i live with my dad in %s" % c.city()))
    L.append("Parental consent to referral: %s." % c.ch("obtained", "not sought - risk of harm", "refused, referral made anyway"))
    L.append("")
    L.append("Outcome (MASH): allocated to %s (social worker), %s; strategy discussion %s with %s %s." % (
        c.nm(sw, c.ch("full", "tf")), c.staff_email(sw, "childrens-services"), c.dd(c.ahead(0, 2), c.ch("wd", "partial", "dmy")),
        _officer(c)[1], c.nm(_officer(c)[0], "s")))
    L.append(audit_line(c, hv))
    return "\n".join(L)


def layout_adult_safeguarding(c):
    p = c.pt if c.pt.age >= 65 else c.make_patient(65, 97)
    ac = c.staff("ac", "adult safeguarding lead", None, nurse=True)
    rel = c.rel("alleged", c.ch("son", "nephew", "grandson", "daughter"))
    L = []
    L.append("ADULT SAFEGUARDING CONCERN - SECTION 42 ENQUIRY NOTES" if c.code in ("en-GB",) else "ADULT SAFEGUARDING CONCERN - ENQUIRY NOTES")
    L.append("%s | case %s | opened %s" % (c.pl("trust"), c.idnum(c.ch("ASG", "SA", "")), c.dd(c.today)))
    L.append("")
    L += demo_block(c, style=c.ch("fields", "table"), with_nok=False, with_gp=True)
    L.append("Care setting: %s" % c.ch("own home with POC from %s" % P("ORGANIZATION", c.plname("employer", "agency").split()[0] + " Home Care"),
                                        "%s, room %s" % (c.pl("carehome"), P("LOCATION_OTHER", str(c.r.randint(1, 60))))))
    L.append("")
    L.append("Concern raised by %s (%s) on %s: %s %s, %s (%s), is suspected of %s." % (
        c.nm(c.rel("raiser", c.ch("carer", "neighbour", "bank officer"), role="FAMILY"), c.ch("full", "tf")),
        c.ch("care worker", "neighbour", "bank fraud team"), c.dd(c.ago(1, 7), c.ch("dM", "partial", "wd")),
        c.his(), rel.relation, c.nm(rel, "full"), c.age(max(18, p.age - c.r.randint(22, 40)), c.ch("bare", "yrs")),
        c.ch("withdrawing cash using %s's card" % c.nm(p, "g"), "taking pension money", "not allowing visitors",
             "leaving %s without food or heating" % c.him())))
    L.append("Financial: %s bank account no. %s shows %d cash withdrawals at %s between %s and %s." % (
        c.His(), P("ACCOUNT", "%d" % c.r.randint(10000000, 99999999)), c.r.randint(6, 30), c.pl("landmark"),
        c.dd(c.ago(40, 80), c.ch("dM", "partial", "dmy")), c.dd(c.ago(1, 39), c.ch("dM", "partial", "dmy"))))
    L.append("Capacity: assessed by %s on %s re finances - %s. %s." % (
        c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"), c.dd(c.ago(1, 5), c.ch("wd", "partial")),
        c.ch("lacks capacity", "has capacity", "fluctuating"), c.ch("MMSE 17/30", "6-CIT 20", "MoCA 16/30", "ACE-III 71/100")))
    L.append("%s's wishes: \"%s\"" % (c.nm(p, c.ch("ts", "g")), c.ch("i dont want %s in trouble" % c.nm(rel, "lower"),
                                                                       "just want my money back", "leave it be")))
    L.append("")
    L.append("Actions:")
    L.append("  - Police informed: %s %s, ref %s." % (_officer(c)[1], c.nm(_officer(c)[0], "s"), c.idnum(c.ch("CAD", "OCC", ""))))
    L.append("  - Bank (%s) fraud team contacted on %s." % (P("ORGANIZATION", c.ch("Harbourside Building Society", "Wrenfield Bank",
                                                                                    "Meadowbank Savings", "Stonebridge Credit Union")),
                                                         c.tel("land")))
    L.append("  - Advocate: %s from %s." % (c.nm(c.rel("adv", "advocate", role="FAMILY"), "full"), c.pl("charity")))
    L.append("  - Other family: %s %s %s (%s) to be invited to meeting on %s." % (
        c.his(), c.ch("daughter", "sister", "niece"), c.nm(c.rel("fam2", c.ch("daughter", "niece")), c.ch("full", "tf")), c.tel("mob"),
        c.dd(c.ahead(3, 14), c.ch("wd_ordM", "dMy", "wd_short"))))
    L.append("")
    L.append(audit_line(c, ac))
    return "\n".join(L)


def layout_pi_report(c):
    p = c.pt
    expert = c.staff("exp", "medical expert", c.ch("Dr", "Mr/Ms"), creds=c.ch("FRCS (Orth)", "MRCGP", "FRCEM", "FRACS"))
    sol = c.rel("sol", "solicitor", role="FAMILY")
    firm = c.pl("lawfirm")
    acc_date = c.ago(200, 800)
    L = []
    L.append(c.ch("MEDICAL REPORT - PERSONAL INJURY", "MEDICO-LEGAL REPORT (CPR PART 35)", "INDEPENDENT MEDICAL REPORT"))
    L.append("Prepared for the court at the request of %s, %s (instructing solicitor %s)" % (firm, c.addr_inline(c.new_address()), c.nm(sol, c.ch("tf", "full"))))
    L.append("Solicitor ref: %s   Claim no.: %s   Agency ref: %s" % (c.idnum(c.ch("SOL", "", "MJ")), c.idnum(c.ch("RTA", "PI", "CL")), c.idnum(c.ch("MRA", "ML"))))
    L.append("")
    L.append("Claimant: %s   DOB %s   Age at accident: %s   Age at examination: %s" % (
        c.nm(p, c.ch("full", "tf")), c.dob(), c.age(max(16, p.age - 1), "bare"), c.age(p.age, "bare")))
    L.append("Address: %s" % c.addr_inline())
    if c.chance(0.6):
        L.append("ID checked: %s %s" % (c.ch("driving licence", "driver licence"), P("LICENSE", c.loc.dl(c.r, p))))
    else:
        L.append("ID checked: passport %s" % P("IDNUM", "%s%d" % (c.ch("P", "A", "K", ""), c.r.randint(1000000, 99999999))))
    L.append("Occupation: %s at %s" % (P("PROFESSION", p.profession), c.pl("employer")))
    L.append("Date of accident: %s   Date of examination: %s   Venue: %s" % (
        c.dd(acc_date, c.ch(c.note_style, "ord")), c.dd(c.today, c.ch(c.note_style, "ord")), c.pl("clinic")))
    L.append("")
    L.append("1. Accident: %s was the %s of %s (reg %s) which was struck from behind by %s (reg %s) at %s while stationary at %s." % (
        c.nm(p, "ts"), c.ch("driver", "front-seat passenger"), c.ch("a Ford Focus", "a Toyota Corolla", "a VW Polo", "a Nissan Qashqai"),
        P("VEHICLE", c.loc.plate(c.r)), c.ch("a van", "a bus", "a 4x4", "a taxi"), P("VEHICLE", c.loc.plate(c.r)),
        c.ch("about 20 mph", "low speed", "about 30 mph"), c.ch("traffic lights", "a roundabout", "a junction near %s" % c.pl("landmark"))))
    L.append("2. Immediate aftermath: attended %s the %s; X-rays normal. GP %s saw %s on %s." % (
        c.pl("acute"), c.ch("same day", "next day"), c.doc(c.staff("gp", c.loc.gp_word, "Dr"), style="ts"), c.him(),
        c.dd(shift(acc_date, c.r.randint(2, 10)), c.ch("dM", "dmy", "ordM"))))
    L.append("3. Treatment: %d sessions of physiotherapy with %s at %s (%s to %s)." % (
        c.r.randint(4, 12), c.nm(c.staff("physio", "physiotherapist", None), "full"), c.pl("clinic", "physio"),
        c.dd(shift(acc_date, 20), c.ch("my", "dmy")), c.dd(shift(acc_date, 120), c.ch("my", "dmy"))))
    L.append("4. Effect on life: off work %s to %s; unable to play %s for %s; %s %s helped with childcare." % (
        c.dd(shift(acc_date, 1), "dmy"), c.dd(shift(acc_date, c.r.randint(14, 60)), "dmy"),
        c.ch("five-a-side", "netball", "golf", "cricket"), c.ch("3 months", "6 months"), c.his(),
        c.ch("mother", "sister") + " " + c.nm(c.rel("help", c.ch("mother", "sister")), c.ch("full", "g"))))
    L.append("5. Examination: cervical rotation 60/80 degrees R, 70/80 L; %s. %s" % (
        c.ch("tender trapezius", "no neurological deficit", "Spurling's negative"), c.ch("HADS-A 9, HADS-D 6.", "PCL-5 24 (below cut-off).", "")))
    L.append("6. Records reviewed: GP records (%s to %s), ED records, physio notes." % (
        c.dd(shift(acc_date, -1095), c.ch("my", "y")), c.dd(c.ago(10, 60), c.ch("my", "y"))))
    L.append("7. Opinion and prognosis: whiplash-associated disorder grade II; on the balance of probabilities symptoms will resolve by %s (%s months post-accident)." % (
        c.dd(shift(acc_date, 540), c.ch("my", "mony")), c.ch("18", "twelve", "24")))
    L.append("")
    L.append("Statement of truth: I confirm that I have made clear which facts and matters referred to in this report are within my own knowledge.")
    L += signature(c, expert)
    L.append("Report dated %s. Invoice %s to %s." % (c.dd(c.ahead(1, 10)), c.acct("INV"), firm))
    return "\n".join(L)


LAYOUTS = [("police_medical_statement", layout_police_report), ("coroner_report", layout_coroner),
           ("child_safeguarding_referral", layout_child_safeguarding),
           ("adult_safeguarding_enquiry", layout_adult_safeguarding), ("personal_injury_report", layout_pi_report)]


def patient(c):
    return c.make_patient(18, 90)
