"""Genres: failsafe/audit tracking report; screening result letter to parents
(own genre); movers-in screening status record (own genre)."""

import datetime
from util import (Note, PAT, DOC, FAM, USR, AGE, DT, STR, CITY, ST, ZIP, CTRY, HOSP, ORG, LOC,
                  MRN, SSN, HP, ACC, LIC, DEV, VEH, BIO, IDN, PH, FAX, EM, URL, IP, PROF, S,
                  digits, letters, pick, chance)
from case import Case, person
from common import addr_inline, addr_block, ids_line, staff_sig, dr, title_name
import pools_places as PP

MISSING = {
    "bloodspot": ["no sample received by day 17", "repeat (insufficient) outstanding", "day 28 preterm repeat outstanding",
                  "CF 2nd IRT not received", "post-transfusion repeat outstanding", "declined - form not received"],
    "hearing": ["not screened by 4 weeks", "AABR outstanding", "audiology DNA x1", "audiology DNA x2", "incomplete - baby unsettled",
                "NICU - screen not done before transfer"],
    "nipe": ["no 72 h exam recorded", "hip USS not booked by 2 weeks", "red reflex referral - no outcome", "exam done late (> 72 h)"],
}


def _srv(r):
    return pick(r, ["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 250)),
                    "192.168.%d.%d" % (r.randint(0, 60), r.randint(2, 250)),
                    "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 250))])


FOREIGN = {
    "Poland": (["ul. Lipowa", "ul. Krotka", "ul. Ogrodowa"], ["Zielonka", "Brzeziny Dolne", "Lesnica"]),
    "Romania": (["Strada Florilor", "Strada Teilor"], ["Valea Mare", "Campulung Nou"]),
    "Brazil": (["Rua das Palmeiras", "Avenida Central"], ["Santa Brisa", "Vila Serena"]),
    "Portugal": (["Rua do Sol", "Travessa da Fonte"], ["Vila Nova da Serra", "Ribamar"]),
    "Mexico": (["Calle Hidalgo", "Avenida Juarez"], ["San Isidro del Valle", "Santa Lucia"]),
    "Spain": (["Calle Mayor", "Calle del Carmen"], ["Villanueva del Rio", "Puerto Claro"]),
    "Turkey": (["Nizamiye Sk.", "Cumhuriyet Cd."], ["Yesilkoy", "Karaagac"]),
    "Italy": (["Via Roma", "Via dei Tigli"], ["Borgo San Marco", "Castelnuovo"]),
    "Greece": (["Odos Eleftherias"], ["Kato Polis", "Nea Kalamaki"]),
    "India": (["MG Road", "Station Road"], ["Nandipur", "Rampura"]),
    "Pakistan": (["Mall Road", "Canal View"], ["Qasimabad", "Nawanshehr"]),
    "the Philippines": (["Rizal Street", "Mabini Avenue"], ["San Roque", "Santa Ines"]),
    "Nigeria": (["Adeola Street", "Market Road"], ["Ikorodu North", "Ogbomosho East"]),
    "Ukraine": (["vul. Sadova", "vul. Shevchenka"], ["Kalinovo", "Zelenyi Hai"]),
    "Lithuania": (["Liepu g.", "Sodu g."], ["Pakalne", "Zalioji"]),
    "Samoa": (["Main Road"], ["Vaitele Uta", "Faleasiu"]),
    "Tonga": (["Taufa'ahau Road"], ["Kolomotu'a Uta", "Ha'ateiho"]),
}


def failsafe_audit_report(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "failsafe_audit_report", cc)
    kind = pick(r, sorted(MISSING))
    p_end = case.d(r.randint(20, 60))
    p_start = p_end - datetime.timedelta(days=pick(r, [7, 13, 27, 30]))
    title = {"bloodspot": "NEWBORN BLOOD SPOT FAILSAFE REPORT", "hearing": "NEWBORN HEARING SCREENING - FAILSAFE / TRACKING REPORT",
             "nipe": "NEWBORN PHYSICAL EXAMINATION - FAILSAFE AUDIT"}[kind]
    sys = pick(r, PP.LIMS_NAMES if kind == "bloodspot" else PP.HEAR_SYSTEMS if kind == "hearing" else ["NIPE tracker", "BirthNet"])
    n.line(title)
    n.line("Provider: ", HOSP(case.hosp), pick(r, ["", " and " + "community services"]))
    n.line("Reporting period: ", DT(case.D(p_start, "num")), " to ", DT(case.D(p_end, "num")))
    n.line("Generated from ", sys, " on ", DT(case.D(case.d(1, p_end), "iso")), " ", "%02d:%02d" % (r.randint(6, 9), r.randint(0, 59)),
           " by ", USR(case.coord.user), " (server ", IP(_srv(r)), ")")
    n.line("")
    births = r.randint(180, 720)
    n.line("SUMMARY")
    n.line("  Eligible babies (births + movers in): ", str(births))
    cov = 100 - r.uniform(0.2, 3.5)
    n.line("  Coverage (screen complete by deadline): ", "%.1f%%" % cov, "   [acceptable >= 95.0%, achievable >= 99.5%]")
    if kind == "bloodspot":
        n.line("  Avoidable repeat rate: ", "%.1f%%" % r.uniform(0.8, 4.5), " (threshold <= 2%)")
        n.line("  Samples received within 4 working days: ", "%.1f%%" % r.uniform(88, 99.5))
        n.line("  Screen positives referred: ", str(r.randint(0, 4)), " (PKU 0, CHT ", str(r.randint(0, 2)), ", CF ", str(r.randint(0, 2)), ")")
    elif kind == "hearing":
        n.line("  Well babies screened by 4 weeks: ", "%.1f%%" % r.uniform(96, 99.9), "; NICU babies by 44 wks corrected: ",
               "%.1f%%" % r.uniform(93, 99.9))
        n.line("  Referral rate to audiology: ", "%.1f%%" % r.uniform(1.0, 3.5), "; attended within 4 weeks: ", "%.0f%%" % r.uniform(80, 100))
    else:
        n.line("  Exam within 72 h: ", "%.1f%%" % r.uniform(94, 99.9), "; hip USS by 2 weeks (abnormal exam): ",
               "%.0f%%" % r.uniform(70, 100), "; red reflex referral seen within 72 h: ", "%.0f%%" % r.uniform(80, 100))
    n.line("")
    n.line("BABIES REQUIRING ACTION")
    hdr = "%-3s %-26s %-14s %-11s %-34s %s" % ("#", "Baby", "ID", "DOB", "Issue", "Owner / action")
    n.line(hdr)
    for i in range(r.randint(5, 10)):
        b = person(r, cc)
        dob = p_start + datetime.timedelta(days=r.randint(-20, (p_end - p_start).days))
        if c.code == "UK":
            idv = MRN("%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 4)))
        elif c.code == "NZ":
            idv = MRN(letters(r, 3) + digits(r, 4))
        else:
            idv = MRN(c.mrn())
        issue = pick(r, MISSING[kind])
        nm = b.LF() if chance(r, 0.6) else b.full()
        n.add("%-3d " % (i + 1), PAT(nm), " " * max(1, 27 - len(nm)), idv, " " * max(1, 15 - len(idv[1])),
              DT(c.num_style(dob)), "  ", issue, " " * max(1, 35 - len(issue)))
        own = r.randint(0, 4)
        if own == 0:
            n.add(DOC(case.midwife.initials()), " - chase ", HOSP(c.hospital()), "\n")
        elif own == 1:
            n.add("letter to ", c.gp, " ", *dr(case, person(r, cc), 0))
            n.add("\n")
        elif own == 2:
            n.add("phone mum ", PH(c.phone(mobile=True)), "\n")
        elif own == 3:
            n.add("escalated to ", DOC(case.paed.full()), "\n")
        else:
            n.add("moved to ", CITY(c.town()), " - transfer notified", "\n")
    n.line("")
    n.line("INCIDENTS / NEAR MISSES")
    if chance(r, 0.5):
        x = {"bloodspot": pick(r, [["bag of 14 cards delayed 6 days in courier depot (", ORG(pick(r, PP.COURIERS)), "); all repeats taken; no harm."],
                                   ["sample sent to wrong laboratory by ", HOSP(c.hospital()), "; redirected; result within standard."]]),
             "hearing": ["hearing screen result not uploaded from device (", DEV(case.serial()), ") for 3 days; screener retrained."],
             "nipe": pick(r, [["pulse oximeter (SN ", DEV(case.serial()), ") failed calibration; 4 babies re-checked, all normal."],
                              ["hip USS referral faxed to wrong department at ", HOSP(c.hospital()), "; found on audit, appointment made."]])}[kind]
        n.line("- ", IDN("INC-" + str(p_end.year) + "-" + digits(r, 4)), ": ", *x)
    else:
        n.line("- None reported this period.")
    if chance(r, 0.5):
        b = person(r, cc)
        n.add("- Baby ", PAT(b.full()), " (DOB ", DT(c.num_style(p_start)), "): parents declined all screening; ", c.gp, " ",
               *dr(case, person(r, cc), 0))
        n.add(" informed, decline documented.\n")
    n.line("")
    n.line("Reviewed at failsafe meeting ", DT(case.D(case.wd(3, p_end), "long")), ". Attendees: ", DOC(case.coord.full()), " (coordinator), ",
           DOC(case.scientist.full()), " (lab), ", DOC(case.screener.full()), " (", pick(r, ["hearing team lead", "NIPE lead", "midwife manager"]), ").")
    n.line("Next report due ", DT(case.D(p_end + datetime.timedelta(days=30), "num")), ". Queries: ",
           EM(pick(r, ["nbs.failsafe", "screening.team", "nhsp.failsafe"]) + "@" + pick(r, ["example.org", "example.net", "nhs.example.org"])))
    n.line("Report distributed to: Screening Quality Assurance Service; Head of Midwifery; ", c.body, " (commissioner). Not for onward circulation.")
    if chance(r, 0.5):
        n.line("Standards referenced: ", c.body, " newborn screening ", c.programme, " standards; ", pick(r, ["CDC EHDI 1-3-6 goals" if c.us else "WHO hearing screening guidance",
                                                                                                   "CLSI NBS01 collection standard", "national failsafe guidance"]), ".")
    return n


def parent_result_letter(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "parent_result_letter", cc)
    kind = pick(r, ["normal", "normal", "normal", "sc_carrier", "cf_carrier", "hearing_clear"])
    sender = case.lab if kind != "hearing_clear" else case.aud
    n.line(HOSP(sender))
    n.add(*addr_block(c, case.lab_addr))
    n.line("Phone ", PH(case.lab_tel), *(["   Fax ", FAX(case.lab_fax)] if chance(r, 0.4) else []))
    n.line(URL(case.lab_url))
    n.line("")
    n.line(DT(case.D(case.d(r.randint(14, 40)), "long")))
    n.line("")
    n.line("To the parent(s) of ", PAT(case.baby.full()))
    n.add(*addr_block(c, case.addr))
    n.line("")
    n.line("Baby: ", PAT(case.baby.full()), "   Date of birth: ", DT(case.D(case.dob, "num")), "   ", *ids_line(case, "   ", with_mrn=chance(r, 0.5)))
    n.line("")
    who = pick(r, [["Dear Parent/Carer,"], ["Dear ", FAM(case.mother.full()), ","], ["Dear ", FAM(case.mother.given), " and ", FAM(case.partner.given), ","]])
    n.line(*who)
    n.line("")
    if kind == "normal":
        n.line("Your baby's newborn blood spot (heel prick) sample, taken on ", DT(case.D(case.sample_date, "long")),
               ", has been tested. We are pleased to tell you that the results show that ", PAT(case.baby.given),
               " is NOT suspected of having any of the conditions screened for:")
        n.line("")
        for cond in r.sample(["sickle cell disease", "cystic fibrosis", "congenital hypothyroidism", "phenylketonuria (PKU)",
                              "medium-chain acyl-CoA dehydrogenase deficiency (MCADD)", "maple syrup urine disease (MSUD)",
                              "isovaleric acidaemia (IVA)", "glutaric aciduria type 1 (GA1)", "homocystinuria (HCU)"], r.randint(5, 9)):
            n.line("  - ", cond)
        n.line("")
        n.line("No further tests are needed. Screening does not rule out every condition; if you are worried about your baby's health at any time, ",
               "please speak to your ", c.gp, " or ", c.cnurse, ".")
    elif kind == "sc_carrier":
        n.line("The screening test shows that ", PAT(case.baby.given), " is a healthy CARRIER of sickle cell (sickle cell trait, HbAS). ",
               "This is not an illness and ", case.he, " will not develop sickle cell disease. It can be important for future family planning and ",
               "anaesthetics, so please keep this letter with ", case.his, " health record.")
        n.line("")
        n.line("A specialist counsellor, ", DOC(case.coord.full()), ", will phone you on ", PH(case.tel_mob),
               " to offer a chat and, if you wish, a blood test for parents. Older brothers or sisters",
               *( [" (for example ", FAM(case.sibs[0][0].given), ", aged ", AGE(case.sibs[0][1]), ")"] if case.sibs else []),
               " can also be tested through your ", c.gp, ".")
    elif kind == "cf_carrier":
        n.line("The screening test found one change in the CF gene (", pick(r, ["F508del", "R117H", "G551D"]),
               "). A sweat test on ", DT(case.D(case.d(r.randint(20, 30)), "long")), " at ", HOSP(c.hospital()),
               " showed a normal sweat chloride (", str(r.randint(9, 28)), " mmol/L). This means ", PAT(case.baby.given),
               " is very unlikely to have cystic fibrosis and is probably a healthy carrier.")
        n.line("")
        n.line("Genetic counselling for the family is available; please contact ", DOC(case.coord.full()), " on ", PH(c.phone()), ".")
    else:
        n.line("Thank you for bringing ", PAT(case.baby.given), " for ", case.his, " hearing screening test on ",
               DT(case.D(case.hs_date, "long")), ". The test showed a clear response in both ears, so ", case.he,
               " is unlikely to have a permanent hearing loss. A small number of children develop hearing loss later, so please use the ",
               "checklist in your baby's health record and contact us on ", PH(case.aud_tel), " if you have any concerns.")
    n.line("")
    if kind != "hearing_clear" and chance(r, 0.5):
        n.line("The blood spot card will be stored securely for ", pick(r, ["at least 5 years", "up to 10 years", "25 years"]),
               " in line with ", c.body, " retention policy. You can ask for it to be destroyed by writing to us.")
        n.line("")
    n.line("Yours sincerely,")
    n.line("")
    n.line(DOC(case.scientist.full() if kind != "hearing_clear" else case.screener.full()))
    n.line(pick(r, ["Newborn Screening Team", "Consultant Clinical Scientist", "Screening Coordinator", "Hearing Screening Team Lead"]))
    n.line("")
    n.add("cc: ", c.gp, " ", *dr(case, case.gp, 1))
    n.add(", ", HOSP(case.practice))
    if chance(r, 0.6):
        n.add("; ", c.cnurse, " ", DOC(case.hv.full()))
    n.add("\n")
    if chance(r, 0.3):
        n.line("Ref: ", IDN(case.labno), "/", DOC(case.clerk.initials(False).lower()))
    return n


def movers_in_record(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "movers_in_record", cc)
    from_abroad = chance(r, 0.65)
    origin = case.origin if from_abroad else None
    arr = case.d(r.randint(10, 200))
    age_w = (arr - case.dob).days // 7
    n.line(pick(r, ["MOVERS IN - NEWBORN SCREENING STATUS CHECK", "Transfer-in screening record (child under 1 year)",
                    "CHILD MOVING INTO AREA: NEWBORN SCREENING REVIEW"]))
    n.line("Child health records department / screening office, ", HOSP(case.practice) if chance(r, 0.3) else HOSP(case.hosp))
    n.line("")
    n.line("Child: ", PAT(case.baby.full()), "   Sex: ", case.sex, "   DOB: ", DT(case.D(case.dob, "num")),
           "   Age at registration: ", AGE(age_w), " weeks")
    n.add(*ids_line(case, "   ")); n.line("")
    n.add("Registered with: ", *dr(case, case.gp, 1))
    n.add(", ", HOSP(case.practice), " on ", DT(case.D(arr, "num")), "\n")
    n.line("Parents: ", FAM(case.mother.full()), " and ", FAM(case.partner.full()), "   Tel ", PH(case.tel_mob))
    n.line("New address: ", *addr_inline(c, case.addr))
    n.line("")
    if from_abroad:
        town = pick(r, ["the capital", "a regional hospital", "a private clinic"])
        n.line("Born in: ", CTRY(origin), " (", town, ": ", HOSP(pick(r, ["Central Maternity Hospital", "City General Hospital", "Capital Women's Hospital",
                                                                          "District Maternity Hospital", "City Women's Hospital", "Riverside Mother & Child Centre"])),
               "). Arrived ", DT(case.D(arr - datetime.timedelta(days=r.randint(3, 40)), "num")), ".")
        fa = FOREIGN.get(origin)
        if fa:
            n.line("Previous address: ", STR("%d %s" % (r.randint(1, 90), pick(r, fa[0]))), ", ", CITY(pick(r, fa[1])), ", ", CTRY(origin))
        n.line("Documents seen: ", pick(r, ["discharge summary (translated)", "immunisation card only", "no documents - parent report",
                                           "hospital booklet in " + (case.language or "English")]))
        if case.language:
            n.line("Interpreter used: ", case.language, " via ", ORG(pick(r, ["Clearline Interpreting", "LinguaBridge Services", "VoiceLink Language Line"])),
                   ", interpreter ID ", IDN(digits(r, 5)))
    else:
        prev = c.address()
        n.line("Moved from another region: previous address ", *addr_inline(c, prev))
        n.line("Previous screening programme contacted: ", HOSP(case.lab), " (", PH(case.lab_tel), "), records received ",
               DT(case.D(arr + datetime.timedelta(days=r.randint(2, 10)), "num")), ".")
    n.line("")
    n.line("SCREENING STATUS")
    bs_done = chance(r, 0.5) and not (from_abroad and chance(r, 0.5))
    n.line("  Blood spot: ", ("done (result: normal for 6 conditions" + ("; CF not tested in country of birth)" if from_abroad else ")")) if bs_done else
           "NOT DONE / no evidence - offer (eligible up to 1 year; CF only up to 8 weeks)")
    hear_ok = chance(r, 0.5)
    n.line("  Hearing: ", "OAE pass both ears per documents" if hear_ok else
           ("not done - refer to audiology (over 3 months)" if age_w > 13 else "not done - offer screen via hearing team"))
    n.line("  Physical exam: ", pick(r, ["newborn exam documented", "no record"]), "; 6-8 week exam ",
           pick(r, ["due - booked with " + c.gp, "done abroad", "overdue - flagged"]))
    n.line("")
    n.line("ACTIONS")
    if not bs_done:
        n.line("  - Blood spot offered to mum ", FAM(case.mother.given), "; ", pick(r, ["accepted - taken at clinic ", "declined "]),
               DT(case.D(case.wd(r.randint(2, 10), arr), "num")), " (card ", IDN(case.card), ").")
    if not hear_ok:
        n.line("  - Referral to ", HOSP(case.aud), " sent ", DT(case.D(case.wd(r.randint(1, 6), arr), "num")), ".")
    if chance(r, 0.6):
        n.line("  - Family circumstances: father works as a ", PROF(case.partner_job), " at ", ORG(c.fmt_town_org(pick(r, PP.EMPLOYERS))),
               "; mother ", pick(r, ["at home with baby", "on maternity leave"]), ". ", c.cnurse.capitalize(), " ", DOC(case.hv.full()), " allocated.")
    n.line("")
    n.line("Completed by: ", DOC(case.clerk.full()), ", ", pick(r, ["Child Health Records Officer", "Screening Administrator", "Movers-in Clerk"]),
           "  (", USR(case.clerk.user), ")  ", DT(case.D(case.wd(r.randint(1, 5), arr), "num")))
    n.line("Reviewed: ", DOC(case.coord.full()), ", screening coordinator")
    return n
