"""Own genres: breast pump loan record, transfer-in notification, was-not-brought / no-access letter."""
import core
import pools
from core import (pick, chance, digits, PT, DR, FM, UN, AG, DT, ST, CI, SA, ZP, CO, HO, OR, LO,
                  MR, SS, HP, AC, LI, DV, VE, BI, ID, PH, FX, EM, UR, IP, PR, N)
from people import D, baby_age, person, address
import common as cm

PUMPS = ["Medela Symphony", "Ardo Calypso", "Spectra S1", "Medela Lactina", "Ameda Platinum", "Ardo Carum"]


def pump_loan(rng, c, n):
    n.w(pick(rng, ["BREAST PUMP LOAN RECORD", "Hospital-grade breast pump - loan agreement",
                   "Infant Feeding Team: pump loan log"]), "\n")
    n.w("Loan ref: ", ID(core.ref(rng, pick(rng, ["PL", "BPL", "LOAN"]))), "    Issued: ", D(c, c.visit), "\n\n")
    n.w("Borrower: ", c.mum.full(), " (mother)   DOB ", D(c, c.mum_dob), "\n")
    n.w("Address: ", *c.addr.items(rng), "\n")
    n.w("Tel: ", PH(c.mum_phone))
    if chance(rng, 0.5):
        n.w("   Alt: ", PH(c.home_phone))
    if chance(rng, 0.6):
        n.w("   Email: ", EM(c.mum_email))
    n.w("\n")
    n.w("Baby: ", c.baby.full(), ", DOB ", D(c, c.dob), ", ", *cm.id_items(rng, c), "\n")
    if chance(rng, 0.45):
        n.w("Baby currently on ", HO(pick(rng, ["Starlight Neonatal Unit", "Seahorse Unit", "Bluebird Ward",
                                                "Special Care Baby Unit at " + c.hosp])), ", cot ",
            LO(str(rng.randrange(1, 28))), "; born at ", "%d+%d" % (rng.randrange(26, 36), rng.randrange(7)), " weeks.\n")
    n.w("Reason for loan: ", pick(rng, ["separation - baby in NNU", "low supply, building up after top-ups",
                                         "baby unable to latch (tongue-tie awaiting division)", "relactation",
                                         "twins, maintaining supply"]), ".\n\n")
    model = pick(rng, PUMPS)
    n.w("Equipment: ", N(model), pick(rng, [" (hospital grade, double)", "", " multi-user"]), "\n")
    n.w("  Serial no.: ", DV(core.device_serial(rng)), "\n")
    if chance(rng, 0.6):
        n.w("  Asset tag: ", DV(pick(rng, ["AT-", "IFT-", "EQ"]) + digits(rng, 5)), "\n")
    n.w("  Kits issued: ", rng.randrange(1, 3), " x personal collection kit (single user), ",
        pick(rng, ["24 mm", "27 mm", "21 mm", "24 mm + 27 mm"]), " shields\n")
    n.w("  PAT test: ", D(c, core.plus(c.visit, -rng.randrange(20, 300)), "month_year"), "\n")
    n.w("\nID checked: ")
    k = rng.randrange(3)
    if k == 0:
        n.w("driving licence ", LI(core.driving_licence(rng, c.ck, c.mum.last)))
    elif k == 1 and c.ssn:
        n.w(c.ssn[0], " ", SS(c.ssn[1]))
    else:
        n.w("hospital wristband ", MR(c.mrn), " (mum inpatient on ", HO(c.ward), ")")
    n.w(".\n")
    if c.plan and c.ck in ("AU", "US", "CA") and chance(rng, 0.7):
        n.w("Funding: ", *cm.plan_items(rng, c), pick(rng, [" (covered)", " - prior auth pending", ""]), "\n")
    if chance(rng, 0.5):
        n.w("Deposit: ", pick(rng, ["waived", "GBP 20 paid", "$50 refundable"]), ", receipt no. ",
            AC(digits(rng, pick(rng, [6, 7, 8]))), "\n")
    n.w("Due back: ", D(c, core.plus(c.visit, pick(rng, [14, 28, 42, 56]))), " or sooner if no longer needed.\n")
    if chance(rng, 0.4):
        n.w("Collected from ", LO(c.venue), " locker ", LO(str(rng.randrange(1, 40))), "; released by staff fingerprint ID ",
            BI(core.bioid(rng, "finger")), ".\n")
    n.w("\nExpressing plan: ", pick(rng, ["8-10 sessions per 24 h including one between 1 and 4 am",
                                          "express after each breastfeed for 10-15 min",
                                          "use the Initiate programme until milk comes in, then Maintain"]),
        "; hands-on pumping and breast compressions shown; volumes to be logged in the diary (target ",
        pick(rng, ["500", "600", "750"]), " ml/24 h by 2 weeks). ", pick(rng, [
            "Flange fit checked - nipple moves freely in tunnel.", "Larger flange issued after rubbing noted.",
            "Advised to stop and seek help if pain, cracking or white spots.", "Colostrum syringes issued for first 48 h."]), "\n")
    n.w("\nInstructions given: hygiene, cleaning of kit (", N("Milton"), " / steam), storage of EBM (fridge 4C up to 5 days), "
        "labelling for NNU. Borrower agrees not to lend pump to others.\n")
    n.w("Borrower signature: ", c.mum.fi(dot=chance(rng, 0.5)), "   Issued by: ", c.hv.full(), ", ",
        pick(rng, ["Infant Feeding Lead", c.T["hv"], "IF support worker"]), "\n")
    if chance(rng, 0.5):
        n.w("\nReturned: ", D(c, core.plus(c.visit, rng.randrange(10, 60))), " - checked by ", c.nn.full(),
            pick(rng, [", cleaned and quarantined 72 h.", ", motor fault reported to EBME.", "."]), "\n")
    if chance(rng, 0.45):
        cm.audit(rng, n, c)


def transfer_in(rng, c, n):
    prev_hv = person(rng, c.ck, "DOCTOR", True)
    prev_base = "%s %s" % (pick(rng, pools.SITE_STEMS), pick(rng, ["Health Centre", "Clinic", "Health Visiting Team base",
                                                                  "Community Health Centre"]))
    n.w(pick(rng, ["TRANSFER IN - NEW TO AREA", "Move-in notification (transfer of records)", "Transfer-in: child health record",
                   "New family to caseload - transfer in"]), "\n")
    n.w("Received: ", D(c, c.visit), pick(rng, [" by secure email", " via child health department", " by fax", " (phone handover)"]), "\n")
    n.w("From: ", prev_hv.full(), ", ", c.T["hv"], ", ", HO(prev_base), ", ", CI(c.prev_addr.town), "\n")
    n.w("       Tel ", PH(core.phone(rng, c.ck, "land")))
    if chance(rng, 0.5):
        n.w("  Fax ", FX(core.phone(rng, c.ck, "land")))
    n.w("  ", EM(core.email(rng, prev_hv.first, prev_hv.last, work=True)), "\n\n")
    n.w("Child: ", c.baby.inv(), "   DOB ", D(c, c.dob), " (", *baby_age(rng, c), ")\n")
    n.w(*cm.id_items(rng, c))
    if c.plan and c.ck != "ENG" and chance(rng, 0.5):
        n.w("   ", *cm.plan_items(rng, c))
    n.w("\n")
    n.w("Previous address: ", *c.prev_addr.items(rng), "\n")
    n.w("New address: ", *c.addr.items(rng), "\n")
    n.w("Moved in: ", D(c, core.plus(c.visit, -rng.randrange(3, 40))), "\n")
    cm.mum_line(rng, n, c)
    cm.partner_line(rng, n, c)
    cm.sibs_line(rng, n, c)
    n.w("\nReason for move: ")
    k = rng.randrange(5)
    if k == 0:
        n.w("new job - ", c.partner.f() if c.has_partner else c.mum.f(), " starting as ", PR(c.partner_prof), " at ",
            OR(c.partner_employer), ".\n")
    elif k == 1:
        n.w("housing - rehoused by ", OR(pick(rng, pools.HOUSING[:4])), ".\n")
    elif k == 2:
        n.w("fleeing domestic abuse; temporarily at ", OR(pick(rng, pools.HOUSING[4:])),
            " - ADDRESS NOT TO BE SHARED with ", FM(person(rng, c.ck, "FAMILY", False).full()[1]), ".\n")
    elif k == 3:
        n.w("arrived from ", CO(c.abroad), " on ", D(c, core.plus(c.visit, -rng.randrange(20, 200))),
            "; asylum seeking family in contingency accommodation at ", LO(pick(rng, ["Riverside Lodge Hotel", "Kingsway House",
                                                                                      "Beacon Court hostel", "The Larches"])),
            ", room ", LO(str(rng.randrange(10, 400))), ".")
        if chance(rng, 0.6):
            n.w(" Biometric enrolment ID ", BI(core.bioid(rng, pick(rng, ["finger", "iris"]))), "; ARC ref ", ID(letters_ref(rng)), ".")
        n.w("\n")
    else:
        n.w("moved closer to family (MGM ", c.gran.full(), " in ", CI(c.addr.town), ").\n")
    n.w("\nHistory from previous team: ")
    n.w(pick(rng, ["Universal; no concerns.", "Universal Plus for feeding/ weight monitoring.",
                   "UPP - CIN plan, SW " if c.uk else "Additional visits - child welfare involvement, SW ",
                   "EPDS 15 at 6-8 wk, on sertraline."]))
    if n.parts[-1].endswith("SW "):
        n.w(DR(person(rng, c.ck, "DOCTOR", True).full()[1]), " (", CI(c.prev_addr.town), ").")
    n.w(" Last contact ", D(c, core.plus(c.visit, -rng.randrange(30, 150))), ". ", c.T["book"][0].upper(), c.T["book"][1:], " seen. Imms: ",
        pick(rng, ["up to date", "8 and 12 wk given, 16 wk due", "1 year boosters outstanding"]), ".\n")
    if chance(rng, 0.5):
        n.w("Newborn footprint record ", BI(core.bioid(rng, "foot")), " transferred with birth notification from ", HO(c.hosp), ".\n")
    n.w("\nActions:\n")
    n.w("- Child health record requested ", D(c, c.visit), ", ", "CHIS ref " if c.uk else "request no. ",
        ID(core.ref(rng, "CHIS" if c.uk else "CHR")), "\n")
    n.w("- Registered with ", HO(c.practice), " on ", D(c, core.plus(c.visit, -rng.randrange(0, 10))),
        *pick(rng, [[" (Dr ", c.gp.l(), ")"], [" - named GP Dr ", c.gp.l()]]))
    n.w("\n")
    if c.uk:
        n.w("- ", N("CP-IS"), " checked: ", pick(rng, ["no plan", "no record"]), "\n")
    elif c.ssn and chance(rng, 0.6):
        n.w("- Parent ", c.ssn[0], " recorded for benefits liaison: ", SS(c.ssn[1]), "\n")
    n.w("- Allocated to ", c.hv.full(), " (", HO(c.base), "); first contact ", D(c, core.plus(c.visit, rng.randrange(2, 14))), "\n")
    if chance(rng, 0.4):
        n.w("- Welcome pack posted; online booking ", UR(core.url(rng, "booking")), "\n")
    if chance(rng, 0.5):
        cm.audit(rng, n, c)


def letters_ref(rng):
    return core.letters(rng, 3) + "-" + digits(rng, 6)


def wnb_letter(rng, c, n):
    base_addr = address(rng, c.ck, plain=True)
    n.w(HO(c.base), "\n", *base_addr.items(rng, sep="\n"), "\n")
    n.w("Tel ", PH(c.base_phone))
    if chance(rng, 0.5):
        n.w("  Fax ", FX(core.phone(rng, c.ck, "land")))
    n.w("\n", EM(c.team_email), "\n\n")
    n.w(D(c, core.plus(c.visit, rng.randrange(0, 3)), pick(rng, ["dmonth", c.style, "monthd" if c.ck in ("US", "CA") else "dmonth"])), "\n\n")
    n.w(pick(rng, ["PRIVATE AND CONFIDENTIAL\n", "Private & Confidential\n", ""]))
    title = "Ms" if not c.has_partner or chance(rng, 0.7) else pick(rng, ["Mrs", "Miss"])
    n.w(title, " ", c.mum.full(), "\n", *c.addr.items(rng, sep="\n"), "\n\n")
    n.w("Dear ", title, " ", c.mum.l(), ",\n\n")
    n.w("Re: ", c.baby.full(), ", DOB ", D(c, c.dob), pick(rng, [", ", "  "]), *cm.id_items(rng, c))
    n.w("\n\n")
    if c.age_days < 70:
        review = pick(rng, ["6-8 week review", "weight check", "planned home visit"])
    elif c.age_days < 500:
        review = pick(rng, ["1 year development review", "weight check", "planned home visit", "immunisation catch-up"])
    else:
        review = pick(rng, ["2-2.5 year review", "development review", "planned home visit"])
    missed = core.plus(c.visit, -rng.randrange(1, 10))
    k = rng.randrange(2)
    if k == 0:
        n.w("I called at your home on ", D(c, missed, pick(rng, ["weekday_full", "weekday_us" if c.ck == "US" else "weekday_full"])),
            " at ", cm.tm(rng), " for ", c.baby.f(), "'s ", review, " but was unable to see you.")
    else:
        n.w(c.baby.f(), " was not brought to ", c.his, " ", review, " at ", LO(c.venue), " on ", D(c, missed), ".")
    n.w(" These reviews are offered to every family as part of the ", N(c.T["svc"]), " and help us check ", c.his,
        " growth, development and wellbeing, and to offer you support.\n\n")
    newd = core.workday(core.plus(c.visit, rng.randrange(5, 21)))
    n.w("I have arranged a new appointment on ", D(c, newd, pick(rng, ["weekday_full", c.style])), " at ", cm.tm(rng), " ",
        *pick(rng, [["at ", LO(c.venue)], ["at your home"], ["at ", HO(c.base)]]), ". ")
    n.w("If this is not convenient please call ", PH(c.base_phone), pick(rng, [" or text ", " or my mobile "]), PH(c.hv_phone))
    if chance(rng, 0.5):
        n.w(", email ", EM(c.hv_email))
    if chance(rng, 0.5):
        n.w(", or rebook online at ", UR(core.url(rng, "booking")))
    n.w(".\n\nIf we are unable to contact you, we will let your GP, Dr ", c.gp.l(), " at ", HO(c.practice),
        ", know, in line with our ", N("Was Not Brought"), " policy.\n\n")
    n.w(pick(rng, ["If you have moved, please let us know your new address so that ", "We understand that life with a young child is busy. "]))
    if n.parts[-1].endswith("that "):
        n.w(c.baby.f(), "'s records can follow ", "him" if c.he == "he" else "her", ".")
    else:
        n.w("If there is anything that makes it hard to attend, such as transport, work or needing an interpreter, "
            "please tell us and we will try to help.")
    n.w("\n\n")
    n.w("Yours sincerely\n\n", c.hv.full(), "\n", c.T["hv"], "\n")
    n.w("cc: ", HO(c.practice), "\n")
    if chance(rng, 0.6):
        n.w("\n---- internal note (not sent) ----\n")
        n.w("No access ", D(c, missed, pick(rng, ["dm" if c.ck != "US" else "md", c.style])), ": ")
        if chance(rng, 0.6):
            n.w(N(pick(rng, pools.VEHICLES)), " reg ", VE(core.plate(rng, c.ck)), " on drive, ")
        n.w(pick(rng, ["curtains closed, no answer.", "dog barking, no answer.", "card left through door."]))
        if chance(rng, 0.6):
            n.w(" Neighbour said family ", pick(rng, ["away in ", "visiting family in "]),
                CO(c.abroad), " over ", DT(pick(rng, ["Christmas", "Eid", "Easter", "New Year", "Diwali", "Thanksgiving" if c.ck in ("US", "CA") else ("Hogmanay" if c.ck == "SCO" else "Boxing Day")])), ".")
        n.w(" Tried ", PH(c.mum_phone), " - ", pick(rng, ["no answer", "number not recognised", "went to voicemail"]), ".\n")
        n.w("Discussed with ", DR(person(rng, c.ck, "DOCTOR", True).full()[1]), pick(rng, [" (team lead).", " (safeguarding supervisor)."]), "\n")
    if chance(rng, 0.4):
        cm.audit(rng, n, c)
