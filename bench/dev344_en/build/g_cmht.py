"""Genres: CMHT care coordinator note; GP shared-care letter."""
from core import Note, S, pick, chance, add_days, digits, letters, typo, an, age_on
import persona as P
import pools_places as PP
from g_titr import HOLIDAYS, hol_frag

AUTHORITY = {"UK": "DVLA", "IE": "NDLS", "US": "the DMV", "CA": "the provincial licensing office",
             "AU": "the state licensing authority", "NZ": "NZTA", "ZA": "the licensing department",
             "SG": "the Traffic Police"}


def next_birthday(c):
    m, d = c.dob.month, c.dob.day
    if (m, d) == (2, 29):
        d = 28
    bd = c.today.replace(month=m, day=d)
    if bd <= c.today:
        bd = bd.replace(year=bd.year + 1)
    return bd


def g_cmht(rng, c):
    n = Note()
    cz = c.drug == "clozapine"
    visit = pick(rng, ["home visit", "clinic appointment", "telephone contact", "joint visit", "home visit"])
    n.w(pick(rng, ["CARE COORDINATOR CONTACT NOTE", "Progress note - " + c.cc_role, "CMHT contact record",
                   "Community contact - " + visit]), "\n")
    n.w("Team: ", c.team.n(), "    Date: ", c.Dn(0), "    Time: ", "%02d:%02d" % (rng.randint(9, 17), pick(rng, [0, 10, 15, 30, 40, 45])),
        "    Duration: ", str(pick(rng, [20, 30, 45, 60])), " min\n")
    n.w("Client: ", c.pt.full(), "  (", c.mrn_s(), ")   DOB ", c.D(c.dob), "   ", c.hp_label, " ", c.hp_s(), "\n")
    n.w("Contact type: ", visit)
    if visit in ("home visit", "joint visit"):
        n.w(" - ", c.addr.frag())
    elif visit == "clinic appointment":
        n.w(" - ", c.team.n(), ", ", c.room_frag())
    if visit != "telephone contact":
        n.w("\nPresent: client")
        if chance(rng, 0.5):
            n.w(", ", c.rel, " ", c.fam.full())
        if visit == "joint visit":
            n.w(", Dr ", c.junior.ln(), " (", c.junior.role, ")")
    n.w("\nReason: ", pick(rng, ["routine care coordination", "CPA review preparation" if c.cc in ("UK", "IE") else "treatment plan review", "medication concordance check",
                                 "follow-up after amber FBC" if cz else "follow-up after high lithium level",
                                 "carer raised concerns"]), "\n")
    n.w("Author: ", c.ccw.full(), ", ", c.ccw.role, "\n\n")
    nm = c.nick if (c.nick and chance(rng, 0.5)) else c.pt.first
    verb = {"home visit": " was seen at home", "clinic appointment": " attended clinic on time",
            "telephone contact": " was spoken to by phone on " , "joint visit": " was seen at home jointly with the team doctor"}[visit]
    n.w("SUBJECTIVE\n", S("PATIENT", nm), verb)
    if visit == "telephone contact":
        n.w(S("PHONE", c.tel_mob), " (", pick(rng, ["unable to attend - no bus fare", "preferred phone today", "unwell with a cold"]), ")")
    n.w(". ", c.he.capitalize(), " reports ", pick(rng, ["mood 'OK, a bit flat'", "sleeping 10-11 hours a night",
                                                       "voices are 'quieter than they were'", "feeling more motivated",
                                                       "some stress over money", "feeling 'better than last year'"]), ". ")
    past = rng.randint(0, 4)
    if past == 0:
        hol = pick(rng, HOLIDAYS[c.cc])
        n.w(c.he.capitalize(), " spent ", hol_frag(hol), " with ", c.his, " ", c.rel, " in ", S("CITY", pick(rng, PP.TOWNS[c.cc])),
            " and said this went well. ")
    elif past == 1:
        n.w(c.he.capitalize(), " has a court date on ", c.D(add_days(c.today, rng.randint(10, 50)), "long"),
            " (old shoplifting charge) and is anxious about it. ")
    elif past == 2:
        n.w(c.he.capitalize(), " is planning a trip to ", S("COUNTRY", c.abroad), " in ",
            c.D(add_days(c.today, rng.randint(40, 150)), "my"), " to see family - discussed medication supply and blood tests abroad. ")
    elif past == 3:
        bd = next_birthday(c)
        n.w(c.his.capitalize(), " birthday is on ", c.D(bd, "dm" if chance(rng, 0.3) else "long"),
            " and ", c.he, " will be ", S("AGE", str(age_on(c.dob, bd))), " - plans a meal out. ")
    else:
        n.w("Has been attending ", c.org(pick(rng, [c.ngo, c.college, c.club])), " on ", pick(rng, ["Tuesdays", "Wednesdays", "Fridays"]),
            " and enjoys it. ")
    n.w("\n\nMEDICATION / SIDE EFFECTS\n")
    if cz:
        n.w("Taking ", c.cz_brand, " ", str(c.dose), " mg/day; ", pick(rng, ["no missed doses per blister pack check",
                                                                           "admits missing 2 morning doses this week",
                                                                           "dosette box checked - all taken"]), ". ")
        n.w(pick(rng, ["Drooling at night; wet pillow most mornings. ", "Bowels opening every 2-3 days with macrogol. ",
                       "Nocturnal enuresis twice this month - embarrassed; discussed with prescriber. ",
                       "Some daytime sedation, naps after lunch. "]))
        n.w("Last FBC ", c.D(add_days(c.today, -rng.randint(2, 12))), " GREEN. Smoking ", str(rng.randint(0, 30)), "/day.")
    else:
        n.w("Taking ", c.li_brand, " ", str(c.dose), " mg nocte; last level ", "%.2f" % rng.uniform(0.45, 0.95), " ",
            c.li_unit(), " (", c.D(add_days(c.today, -rng.randint(10, 80))), "). ", pick(rng, [
                "Fine tremor of hands noted when making tea. ", "Drinking a lot of water, up at night to pass urine. ",
                "No side effects reported. ", "Worried about weight gain (+4 kg). "]))
        n.w("Reminded about NSAIDs and fluid intake.")
    n.w("\n\nSOCIAL\n")
    liv = rng.randint(0, 3)
    if liv == 2:
        n.w("Lives in supported accommodation run by ", c.org(c.housing), " (", c.addr.short(), "). ")
    else:
        if liv == 1 and not c.kin:
            n.w("Lives alone; ", c.his, " ", c.rel, " ", c.fam.fn(), " checks in most days. ")
        else:
            n.w("Lives ", ["alone in a council flat" if c.cc in ("UK", "IE") else "alone in a rented apartment",
                           "with " + c.his + " " + c.rel, "", "in a shared house"][liv], ". ")
    if c.employed:
        n.w("Works ", pick(rng, ["part-time", "16 hours/week", "three mornings a week"]), " as ", an(c.prof), " ",
            S("PROFESSION", c.prof), " at ", c.org(c.employer),
            pick(rng, ["; manager aware of diagnosis. ", ". ", "; finding early shifts hard due to sedation. "]))
    else:
        n.w("Previously worked as ", an(c.prof), " ", S("PROFESSION", c.prof), "; ")
        k = rng.randint(0, 3)
        if k < 2:
            n.w(["keen to return to work", "claiming benefits, PIP review due"][k], ". ")
        else:
            n.w(["volunteering at ", "attending courses at "][k - 2], c.org(pick(rng, [c.college, c.ngo])), ". ")
    if chance(rng, 0.6):
        n.w(c.his.capitalize(), " ", c.rel, " ", c.fam.fn(), " works as ", an(c.fam_prof), " ", S("PROFESSION", c.fam_prof), " and ",
            pick(rng, ["visits weekly", "helps with shopping", "is the main carer", "lives nearby"]), ". ")
    if chance(rng, 0.3):
        n.w("Attends ", c.org(c.church), " most weeks. ")
    if chance(rng, 0.5):
        n.w("\n\nCARER VIEW\n", c.fam.full(), " (", c.rel, ", ", S("PHONE", c.fam_tel), ") ",
            pick(rng, ["feels things are settled", "is worried about weight gain and snacking at night",
                       "reports he is more withdrawn" if c.sex == "M" else "reports she is more withdrawn",
                       "would like a carers assessment"]), ".")
    if chance(rng, 0.55):
        n.w("\n\nDRIVING\nDrives a ", c.car, " (reg ", S("VEHICLE", c.vehicle), "). ",
            pick(rng, ["Reminded of duty to inform ", "Discussed informing "]), AUTHORITY[c.cc],
            " and not to drive if sedated" + (" or after any seizure" if cz else "") + ".")
    n.w("\n\nOBJECTIVE\n", pick(rng, ["Kempt, good eye contact, ", "Casually dressed, slightly dishevelled, ", "Calm, polite, "]),
        pick(rng, ["speech normal rate and tone. ", "speech slowed. "]),
        pick(rng, ["No evidence of thought disorder. ", "Some tangentiality. "]), "Denies thoughts of self-harm. ",
        pick(rng, ["Weight ", "Self-reported weight "]), str(rng.randint(60, 130)), " kg.")
    n.w("\n\nASSESSMENT\n", pick(rng, ["Mental state stable.", "Stable; side effects are the main issue.",
                                       "Some early warning signs (poor sleep)."]), " Risk: ")
    if chance(rng, 0.3):
        n.w("moderate - see risk assessment updated ", c.D(add_days(c.today, -rng.randint(3, 60))), ".")
    else:
        n.w(pick(rng, ["low, unchanged", "low to self, low to others"]), ".")
    n.w("\n\nPLAN\n")
    nd = add_days(c.today, rng.randint(2, 9))
    if cz:
        n.w("1. FBC due ", c.D(nd, "wd" if chance(rng, 0.5) else None), " at ", c.clinic.n(), " - text reminder to ",
            S("PHONE", c.tel_mob), ".\n")
        n.w("2. Discuss ", pick(rng, ["hypersalivation", "constipation", "sedation"]), " with Dr ", c.cons.ln(), " at ", "CPA review " if c.cc in ("UK", "IE") else "treatment plan review ",
            c.D(add_days(c.today, rng.randint(14, 40))), ".\n")
    else:
        n.w("1. Lithium level, U&E and TFTs due ", c.D(nd), " - 12 h post dose.\n")
        n.w("2. Ask ", c.gp_word, " (", c.gp.dr(False), ", ", c.practice.n(), ") to avoid NSAIDs; copy sent.\n")
    n.w("3. ", pick(rng, ["Benefits review with welfare rights - ", "Referral to IPS employment specialist - ",
                          "Carers assessment offered to " + c.rel + " - ", "Physical health check booked - "]),
        c.D(add_days(c.today, rng.randint(7, 30))), ".\n")
    n.w("4. Next contact ", c.D(add_days(c.today, rng.randint(7, 21))), " (", pick(rng, ["home visit", "clinic", "phone"]), ").\n")
    n.w("Crisis plan unchanged: crisis line ", c.ph("land"), "; out of hours ", c.hosp.n(), " ", S("PHONE", c.hosp.tel), ".\n\n")
    n.w(c.ccw.full(), " ", c.cred_nurse, "\n", c.ccw.role, ", ", c.team.n(), "\n")
    n.w("Tel ", S("PHONE", c.team.tel))
    if chance(rng, 0.5):
        n.w(" | Mob ", S("PHONE", P.phone(rng, c.cc, "mob")))
    n.w(" | ", c.em(c.ccw), "\n")
    return n


def g_sharedcare(rng, c):
    n = Note()
    cz = c.drug == "clozapine"
    n.w(c.trust, "\n", c.team.n(), "\n", c.team.addr.frag("\n"), "\n")
    n.w("Tel: ", S("PHONE", c.team.tel), "  Fax: ", S("FAX", c.team.fax), "\n")
    n.w("Secure email: ", S("EMAIL", c.team.email), "\n\n")
    dict_d = add_days(c.today, -rng.randint(1, 8))
    n.w(pick(rng, ["Clinic date: ", "Seen: "]), c.D(dict_d), "    Typed: ", c.Dn(0), "\n\n")
    n.w("Dr ", c.gp.full(), "\n", c.practice.n(), "\n", c.practice.addr.frag("\n"), "\n\n")
    n.w("Dear Dr ", c.gp.ln(), ",\n\n")
    n.w("Re: ", c.pt.full(), "   DOB: ", c.D(c.dob), "   ", c.hp_label, ": ", c.hp_s(), "\n")
    n.w("     ", c.addr.frag(), "\n")
    n.w("Shared care - ", (c.cz_brand + " (clozapine)") if cz else (c.li_brand + " (lithium carbonate)"), "\n\n")
    since = add_days(c.today, -rng.randint(400, 3000))
    pmh = pick(rng, ["Hashimoto's thyroiditis", "Crohn's disease (quiescent)", "Gilbert's syndrome", "Raynaud's phenomenon",
                     "asthma", "type 2 diabetes", "GORD", "Bell's palsy 2 yrs ago (resolved)", "no significant PMH"])
    n.w("Past medical history: ", pmh, "\n")
    n.w("Diagnosis: ", pick(rng, ["Treatment-resistant schizophrenia", "Schizoaffective disorder", "Paranoid schizophrenia"]) if cz else
        pick(rng, ["Bipolar affective disorder type I", "Bipolar II disorder", "Recurrent depressive disorder (lithium augmentation)"]), "\n")
    n.w("Current medication: ")
    if cz:
        n.w(c.cz_brand, " ", str(c.dose), " mg daily (hospital-only - supplied by ", c.pharmacy.n(), "); ",
            pick(rng, ["hyoscine 300 micrograms nocte", "macrogol 1 sachet bd", "omeprazole 20 mg od"]), "\n\n")
    else:
        n.w(c.li_brand, " ", str(c.dose), " mg nocte; ", pick(rng, ["sertraline 50 mg od", "quetiapine 50 mg nocte", "nil else"]), "\n\n")
    n.w("I reviewed ", c.title, " ", c.pt.ln(), " in clinic on ", c.D(dict_d, "long"), " with ", c.his, " ", c.cc_role.lower(), ", ",
        c.ccw.full(), ". ", c.he.capitalize(), " has been taking ", "clozapine" if cz else "lithium", " since ",
        c.D(since, "my"), " and has been stable for over a year, ")
    if cz:
        n.w("with no admissions since ", c.D(add_days(since, rng.randint(30, 300)), "y"), ". Blood monitoring is now four-weekly and all results green.\n\n")
        n.w("Clozapine will continue to be prescribed and supplied by our service" + (
            " and we will continue to submit ANC results to the REMS. " if c.cc == "US" else
            ", as it cannot be prescribed in primary care. "),
            "I would be grateful if you would add it to ", c.his, " record as a hospital-issued medicine so that interactions ",
            "are flagged (particularly ciprofloxacin, fluvoxamine, carbamazepine and anything that lowers the seizure threshold).\n\n")
        n.w("Please arrange an urgent FBC and contact us if ", c.he, " presents with fever, sore throat or other signs of infection, ",
            "and be alert to constipation - clozapine-induced gastrointestinal hypomotility can be fatal. If ", c.he,
            " stops smoking (including on admission to a smoke-free hospital) the clozapine level can rise sharply.\n\n")
    else:
        n.w("with levels between 0.6 and 0.8 ", c.li_unit(), ". I would be grateful if you would take over prescribing from ",
            c.D(add_days(c.today, rng.randint(14, 35)), "long"), " under the local shared care agreement.\n\n")
        n.w("RESPONSIBILITIES\nSpecialist: initiation, dose changes, annual review, advice on request.\n",
            c.gp_word, ": prescribe by brand; lithium level every 3 months (6-monthly if stable >1 yr, age <65, no interacting ",
            "drugs); U&E/eGFR, TFT, calcium 6-monthly; weight/BMI annually; record results in lithium book.\n",
            "Patient: attend for bloods 12 h post dose; avoid OTC NSAIDs; report toxicity symptoms.\n\n")
        n.w("Please avoid starting thiazides, ACE inhibitors/ARBs or NSAIDs without checking a level within 5-7 days.\n\n")
    n.w("RECENT RESULTS\n")
    for i in range(rng.randint(3, 5)):
        d = add_days(c.today, -rng.randint(5, 20) - i * (28 if cz else 91))
        if cz:
            w = rng.uniform(4.0, 9.0)
            n.w("  ", c.D(d), "  WBC ", "%.1f" % w, "  ANC ", c.anc(w * rng.uniform(0.5, 0.7)), "  GREEN\n")
        else:
            n.w("  ", c.D(d), "  Li ", "%.2f" % rng.uniform(0.55, 0.85), "  eGFR ", str(rng.randint(58, 96)), "  TSH ",
                "%.1f" % rng.uniform(0.8, 4.5), "  adj Ca ", "%.2f" % rng.uniform(2.2, 2.55), "\n")
    n.w("\nPhysical health: weight ", str(rng.randint(60, 125)), " kg, BP ", "%d/%d" % (rng.randint(108, 150), rng.randint(64, 96)),
        ", HbA1c ", str(rng.randint(35, 55)), " mmol/mol, QTc ", str(rng.randint(400, 455)), " ms. ",
        pick(rng, ["Please continue annual SMI health check.", "Lipids raised - would you consider a statin?",
                   "Prediabetic range - referred to NDPP." if c.cc == "UK" else "Prediabetic range - lifestyle advice given."]), "\n\n")
    n.w("Contacts: clinic ", S("PHONE", c.clinic.tel), "; ", c.mhpharm.full(), " (MH pharmacist) ",
        S("EMAIL", P.email_for(rng, c.mhpharm.first, c.mhpharm.last, cc=c.cc)), "; out of hours via ",
        c.hosp.n(), " switchboard ", S("PHONE", c.hosp.tel), ".\n\n")
    n.w("Yours sincerely,\n\n\nDr ", c.cons.full(), " ", c.cred_doc, "\n", c.cons.role, "\n", c.lic(c.cons), "\n\n")
    n.w("Dictated by: ", c.cons.ini(), "   Typed by: ", S("DOCTOR", (c.clerk.first[0] + c.clerk.last[0]).lower()),
        "   Date typed: ", c.Dn(0, "num"), "\n")
    n.w("cc: ", c.title, " ", c.pt.full(), ", ", c.addr.frag(), "\n")
    n.w("cc: ", c.ccw.full(), ", ", c.ccw.role, "\n")
    if chance(rng, 0.5):
        n.w("cc: ", c.pharmacy.n(), " (fax ", S("FAX", c.pharmacy.fax), ")\n")
    return n
