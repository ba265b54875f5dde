"""Genres: harm-reduction / needle-exchange record, housing-first case conference, field wound care."""
import phi as H
import clin as K
import blocks as B
from genres_a import other_pt


# ------------------------------------------------------------------ harm reduction
def harm_reduction(c):
    s0, s1 = c.staff[0], c.staff[1]
    v = c.ri(0, 2)
    uk = c.country == "UK"
    if v == 0:
        c.w(c.pk(["NSP TRANSACTION RECORD" if uk else "SYRINGE SERVICES PROGRAM - PARTICIPANT VISIT",
                  "Harm Reduction Visit", "NEEDLE EXCHANGE LOG ENTRY", "Drop-in harm reduction contact"]), "\n")
        site = c.pk([[H.scs(c)], [H.agency(c)], [H.pharmacy(c), " (pharmacy NSP)"], [H.van(c)]])
        c.w("Site: ", site, c.pk(["", ", "]))
        if c.ch(0.5):
            c.w(H.street(c, False), ", ", H.city(c))
        c.w("\nDate: ", H.dt_full(c, c.date), "  Time in: ", K.tm(c), "\n")
        c.w("Participant code: ", H.participant_code(c))
        if c.ch(0.4):
            c.w("  (code = first 2 letters of mother's first name + birth month + initials)")
        c.w("\n")
        if c.ch(0.5):
            c.w("Name given: ", H.pt(c, c.pk(["nick", "given", "given_init"])), c.pk(["", " (declined surname)", " - ok to use"]), "\n")
        c.w("Age: ", H.age_n(c.pt.age), "   Gender: ", c.pt.sex, "   ",
            c.pk(["Postcode: " if c.country != "US" else "ZIP: ", "Area: "]))
        if c.ch(0.6):
            c.w(H.zipcode(c))
        else:
            c.w(c.pk(["NFA", "no fixed abode", "unhoused"]))
        c.w("\nReturns: ", str(c.ri(0, 120)), c.pk([" syringes", " units in sharps bin", " loose needles + 1 bin"]), "\n")
        c.w("Distributed:\n")
        for x in K.supplies(c, c.ri(3, 6)):
            c.w("  - ", x, "\n")
        c.w("Naloxone: ", c.pk(["kit dispensed #", "refill, kit #", "nasal kit #"]), H.kit(c))
        if c.ch(0.5):
            c.w(c.pk([" + ", ", also "]), "kit #", H.kit(c), c.pk([" for partner", " for tentmate", " spare"]))
        c.w("\n")
        n = c.ri(0, 3)
        c.w("Reversals reported since last visit: %d" % n)
        if n:
            c.w(" (", H.dt_short(c, c.days(-c.ri(1, 20))))
            if n > 1:
                c.w(", ", H.dt_short(c, c.days(-c.ri(21, 40))))
            c.w(")")
        c.w("\n")
        if c.ch(0.6):
            c.w("Drug checking: ", c.pk(["FTIR: fentanyl + xylazine detected", "FTS positive", "FTIR: fentanyl, caffeine, mannitol",
                                         "benzodiazepine strip positive (bromazolam suspected)", "FTS negative, sample sent to lab"]))
            c.w(" (sample ", H.idnum(c), ")\n" if c.ch(0.5) else ")\n")
        c.w("Overdose hx: ", c.pk(["last OD ", "OD "]), H.dt(c, c.days(-c.ri(5, 400))), c.pk([", revived by ", ", Narcan given by "]))
        f = B.fam_person(c, c.pk(["friend", "partner", "tentmate", "girlfriend", "boyfriend"]))
        c.w(f.rel, " ", H.fam(c, f), c.pk([", no EMS.", ", EMS attended, refused transport.", "."]), "\n")
        c.w("Injection sites: ", c.pk(["arms", "hands/feet", "neck (advised against)", "groin - discussed risks", "legs"]),
            ". Skin: ", c.pk(["no abscess", "healing wound R forearm", "xylazine-type ulcer L shin", "cellulitis L hand - referred"]), "\n")
        if c.ch(0.6):
            c.w("Testing: ", c.pk(["HCV POC Ab reactive", "HIV POC non-reactive", "HCV RNA fingerstick sent", "declined"]))
            if c.ch(0.5):
                c.w(" - result to ", c.pk(["text", "call"]), " on ", H.cell(c))
            c.w("\n")
        if c.ch(0.5):
            c.w(B.pt_sentence(c))
        c.w("Referrals: ", c.pk([[H.clinic(c, c.pk(["OAT Clinic", "Recovery Clinic", "Methadone Clinic", "Detox Centre"]))],
                                 ["HCV tx at ", H.clinic(c)], ["none"], ["wound clinic ", H.dt_short(c, c.days(c.ri(1, 7)))]]), "\n")
        c.w("Staff: ", H.dr(c, s0, "inits"), c.pk([" / ", ", "]), H.dr(c, s1, "inits"), "\n")
    elif v == 1:
        t0 = K.tm(c, 8, 21)
        c.w(H.dt(c, c.date), " ", t0, " - ", c.pk(["harm reduction", "HR contact", "OPS visit", "SCS booth visit"]), "\n\n")
        c.w(c.pk(["Participant ", "Client ", "Pt "]), H.pt(c, c.pk(["nick", "given", "initials"])), " (code ", H.participant_code(c), ", ",
            H.age(c, style=c.pk(["sexletter", "yo", "aged"])), ") ", c.pk(["came to ", "dropped into ", "used booth "]))
        if c.ch(0.5):
            c.w(H.room(c), " at ")
        c.w(H.scs(c), c.pk([" around ", " at "]), t0, ". ")
        c.w("Use: ", K.subst(c), ". ")
        c.w("Said ", c.pk(["supply has been 'super heavy' since ", "had a bad batch on ", "got robbed on "]), H.dt(c, c.days(-c.ri(1, 10)), "weekday"),
            ". ")
        if c.ch(0.5):
            c.w("Post-consumption obs ", str(c.ri(10, 40)), " min, RR ", str(c.ri(6, 18)), ", SpO2 ", str(c.ri(82, 99)), "%. ")
            if c.ch(0.4):
                c.w("O2 via NRB ", str(c.ri(10, 15)), " L/min, stimulated, no naloxone needed. ")
        c.w("Took ", " and ".join(K.supplies(c, 2)), ". ")
        if c.ch(0.5):
            c.w("Asked for help with ", c.pk(["housing list", "getting on bupe", "a lost ID", "seeing a doctor about a lump"]),
                "; ", H.dr(c, s1, c.pk(["given", "full"])))
            if c.ch(0.5):
                c.w(" booked for ", H.dt_short(c, c.days(c.ri(1, 6))), ".\n")
            else:
                c.w(" to follow up.\n")
        else:
            c.w("\n")
        if c.ch(0.5):
            c.w("Contact: ", c.pk([[H.cell(c)], ["Messenger ", H.handle(c)], ["text only ", H.cell(c)], ["via ", H.shelter(c)]]), "\n")
        c.w("-", H.dr(c, s0, c.pk(["given", "inits", "full"])), "\n")
    else:
        c.w(c.pk(["Harm Reduction Supply Log", "HR DISPENSING LOG", "Outreach HR tally"]), " - ", H.agency(c), " - ", H.dt_full(c, c.date), "\n")
        n = c.ri(4, 7)
        ts = K.tm_seq(c, n + 2)
        c.w("Worker: ", H.dr(c, s0, "full"), "   Shift ", ts[0], "-", ts[-1], "\n\n")
        ts = ts[1:-1]
        pts = [c.pt] + [other_pt(c) for _ in range(n - 1)]
        c.rng.shuffle(pts)
        for i, p in enumerate(pts):
            c.w(ts[i], "  ", H.participant_code(c), "  ")
            if c.ch(0.5):
                c.w("(", H.pt(c, c.pk(["nick", "given", "initials"]), p), ") ")
            c.w(H.age_n(p.age), p.sex, "  ", "; ".join(K.supplies(c, c.ri(1, 3))))
            if c.ch(0.35):
                c.w("; naloxone #", H.kit(c))
            if c.ch(0.2):
                c.w("; ref ", c.pk(["wound", "OAT", "HCV", "housing"]))
            c.w("\n")
        c.w("\nSharps bins collected from ", H.landmark(c), " and ", H.landmark(c), ".\n")
        c.w("Total syringes out: %d; in: %d\n" % (c.ri(100, 900), c.ri(50, 800)))
        if c.ch(0.5):
            c.w("Incident: ", c.pk(["aggression at door", "OD in alley", "needle-stick (staff) - OH informed"]), " at ", K.tm(c),
                ", see report ", H.idnum(c), ".\n")


# ------------------------------------------------------------------ housing-first case conference
HOUSING_ORGS = ["Bridges Housing Society", "Kinship Housing Trust", "Foundation Street Housing Co-op", "Pathways Home Alliance",
                "Homeward Collective", "Northwind Housing Partnership", "Second Step Society", "Fairhaven Trust", "Keys First Housing",
                "Threshold Housing Association", "Common Hearth Network", "Project Homeward", "Rapid Rehousing Collaborative",
                "Moving On Partnership", "Roots to Roof Society", "Project Keystone"]
ABX = ["doxycycline 100 mg BID x7d", "cephalexin 500 mg QID", "TMP-SMX DS 1 tab BID", "flucloxacillin 500 mg QDS",
       "co-amoxiclav 625 mg TDS", "clindamycin 300 mg TID", "amoxicillin-clavulanate 875 mg BID", "linezolid 600 mg BID"]
def case_conference(c):
    st = c.staff
    org = ("ORGANIZATION", c.pk(HOUSING_ORGS))
    c.w(c.pk(["HOUSING FIRST CASE CONFERENCE", "Housing First - Case Conference Minutes", "ICM/ACT Team Case Review",
              "Multi-agency case conference"]), "\n")
    c.w(org, " | ", H.dt_full(c, c.date), " | ", K.tm(c), "\n")
    c.w("Location: ", c.pk([["Teams call (link ", H.url(c), ")"], [H.clinic(c), " boardroom"], [H.street(c), ", room ", H.room(c)],
                            ["meeting room, ", H.shelter(c)]]), "\n")
    c.w("Chair: ", H.dr(c, st[0], "full"), "   Minutes: ", H.dr(c, st[1], c.pk(["full", "given"])), "\n")
    c.w("Present: ")
    for i, s in enumerate(st):
        sty = c.pk(["full", "full_cred", "init_cred", "full"])
        c.w(", " if i else "", H.dr(c, s, sty))
        if sty == "full" and c.ch(0.7):
            c.w(" (", s.job, ")")
    if c.ch(0.5):
        c.w(", ", H.dr(c, c.person("DOCTOR"), "full"), " (", H.hospital(c), " ", c.pk(["inpatient SW", "psych liaison", "discharge coordinator"]), ")")
    c.w("\n")
    if c.ch(0.5):
        c.w("Apologies: ", H.dr(c, c.person("DOCTOR"), "full"), "\n")
    c.w("\n")
    n = c.ri(2, 4)
    pts = [c.pt] + [other_pt(c) for _ in range(n - 1)]
    for i, p in enumerate(pts):
        c.w("%d. " % (i + 1), H.pt(c, c.pk(["caps", "full", "surfirst"]), p), " - ")
        if c.ch(0.5):
            c.w("DOB ", H.dt_full(c, p.dob))
        else:
            c.w(H.age_n(p.age), c.pk(["M" if p.sex == "M" else "F", " y/o", "yo"]))
        c.w(c.pk([", HMIS ", ", client # ", ", ID "]), H.hmis(c), "\n")
        k = c.ri(0, 2)
        if k == 0:
            c.w("   Housed ", H.dt(c, c.days(-c.ri(30, 700))), " at ", H.building(c), ", ", H.street(c, True), ". ")
            c.w(c.pk(["Rent arrears $%d; " % c.ri(120, 2400), "Guest management issues; ", "Unit inspection failed (hoarding); ",
                      "Doing well, paying rent portion; "]))
            f = B.fam_person(c, "landlord")
            c.w("landlord ", H.fam(c, f, c.pk(["full", "title"])), c.pk([" called ", " emailed ", " sent notice "]),
                H.dt_short(c, c.days(-c.ri(1, 20))), ".\n")
        elif k == 1:
            c.w("   Still unsheltered, sleeping ", B.loc_phrase(c), ". VI-SPDAT ", str(c.ri(8, 17)), ", on by-name list since ",
                H.dt_partial(c, c.days(-c.ri(60, 800))), ". Matched to unit at ", H.street(c, True), ", ", H.city(c), ".\n")
        else:
            c.w("   Currently admitted ", H.hospital(c), c.pk([" since ", " from "]), H.dt_short(c, c.days(-c.ri(2, 30))),
                " (", K.dx_line(c), "). Bed held at ", H.shelter(c), " until ", H.dt_short(c, c.days(c.ri(2, 10))), ".\n")
        c.w("   Health: ", K.dx_line(c), "; ", K.subst(c), ". ", c.pk(["On ", "Restarted ", "Refusing "]), K.med(c), ".\n")
        if c.ch(0.5):
            c.w("   ", c.pk(["Probation: ", "Legal: "]), c.pk(["court date ", "hearing "]), H.dt(c, c.days(c.ri(3, 60))),
                ", case ", H.idnum(c))
            if c.ch(0.5):
                po = B.fam_person(c, "probation officer")
                c.w("; PO ", H.fam(c, po, "full"), " ", H.phone(c))
            c.w("\n")
        if c.ch(0.4):
            c.w("   Income: ", c.pk({"US": ["SSI pending", "SSDI $%d/mo" % c.ri(700, 1400), "GA $%d" % c.ri(200, 700), "no income", "SNAP only"],
                                     "CA": ["ODSP", "AISH", "Ontario Works", "income assistance $%d" % c.ri(700, 1100), "CPP-D pending"],
                                     "UK": ["PIP + UC", "UC only", "ESA", "no recourse to public funds", "UC, sanctioned"]}[c.country]))
            if c.ch(0.5):
                c.w(", claim ref ", H.claimref(c))
            c.w("\n")
        if c.ch(0.35):
            c.w("   Shelter check-in via biometric ID ", H.bioid(c), c.pk(["; last scan ", "; last check-in "]), H.dt_short(c, c.days(-c.ri(1, 9))), "\n")
        c.w("   Actions:\n")
        acts = c.rng.sample(["chase housing voucher", "book GP appt" if c.country == "UK" else "book PCP appt", "complete CE update",
                             "arrange move-in furniture", "contact landlord", "refer to ACT", "accompany to court", "apply for ID",
                             "get psych review", "arrange bupe at pharmacy", "home visit", "call " + H.his(c, p=p) + " sister"], c.ri(1, 3))
        for a in acts:
            who = c.pk(st)
            c.w("   - ", H.dr(c, who, c.pk(["given", "full", "inits"])), " to ", a, " by ", H.dt_short(c, c.days(c.ri(3, 21))), "\n")
        c.w("\n")
    c.w("AOB: ", c.pk(["winter beds open from ", "new SRO units available ", "team away day ", "audit due "]), H.dt(c, c.days(c.ri(5, 60))),
        ". ", c.pk(["Contact ", "Questions to "]), H.email_staff(c, st[0]), ".\n")
    c.w("Next meeting: ", H.dt_full(c, c.days(c.pk([7, 14, 14, 28]))), " ", K.tm(c), "\n")


# ------------------------------------------------------------------ field wound care
SITES = ["R lateral malleolus", "L medial malleolus", "R anterior shin", "L calf", "dorsum R foot", "plantar L heel", "R forearm (volar)",
         "L antecubital fossa", "sacrum", "R great toe", "L 2nd-4th toes", "R thigh (lateral)", "L hand dorsum", "R buttock"]
ETIOL = ["venous", "injection-related", "xylazine-associated", "frostbite", "trench foot (non-freezing cold injury)", "pressure",
         "traumatic (fall)", "burn (camp stove)", "diabetic foot", "dog bite", "abscess post I&D", "blister/friction"]


def field_wound_care(c):
    s0 = c.staff[0]
    v = c.ri(0, 1)
    c.w(c.pk(["FIELD WOUND CARE NOTE", "Wound care - street", "Outreach Wound Assessment", "WOUND CARE (mobile)"]), "\n")
    if v == 0:
        c.w(B.id_block(c, ["name", "dob"] + (["mrn"] if c.ch(0.5) else []) + (["hmis"] if c.ch(0.3) else [])))
        c.w("Date/time: ", H.dt_full(c, c.date), " ", K.tm(c), "\n")
        c.w("Setting: ", B.loc_phrase(c), c.pk(["", "; pt seated on bench", "; done inside van", "; in tent, by headlamp"]), "\n")
        c.w("Clinician: ", H.dr(c, s0), c.pk(["", " (" + s0.job + ")"]), "\n\n")
    else:
        c.w(H.dt(c, c.date), " ", K.tm(c), " ", B.intro(c), " seen ", B.loc_phrase(c), " for wound care.\n\n")
    nw = c.ri(1, 2)
    for i in range(nw):
        c.w("Wound #%d: " % (i + 1), c.pk(SITES), ", ", c.pk(ETIOL), "\n")
        c.w("  Onset: ", c.pk([[K.dur(c)], ["approx ", H.dt(c, c.days(-c.ri(5, 80)))], [K.rel_time(c)]]), "\n")
        c.w("  Size: ", K.wound(c), c.pk(["", " (prev " + K.wound(c) + ")"]), "\n")
        c.w("  Bed: ", K.wbed(c), "; ", K.wbed(c), "\n")
        c.w("  Pain ", str(c.ri(0, 10)), "/10, PUSH ", str(c.ri(3, 16)), "\n")
        c.w("  Tx: ", K.dressing(c), "\n")
    c.w("\nVitals: ", K.vitals(c, True), "\n")
    if c.ch(0.5):
        c.w("Swab sent, specimen ", H.idnum(c), c.pk([" to lab courier", ", results to clinic", ""]), "\n")
    if c.ch(0.5):
        c.w("Abx: ", c.pk(ABX), c.pk([" started", " - day " + str(c.ri(2, 6))]))
        if c.ch(0.3):
            c.w(" (rx at ", H.pharmacy(c), ")")
        c.w("\n")
    if c.ch(0.5):
        c.w("History of measurements:\n")
        base = -c.ri(20, 60)
        for k in range(c.ri(2, 4)):
            c.w("  ", H.dt_short(c, c.days(base + 7 * k)), "  ", K.wound(c), "  ", c.pk(["improving", "static", "worse", "new slough"]), "\n")
    if c.ch(0.7):
        c.w(B.pt_sentence(c))
    c.w("\nEducation: ", c.pk(["keep dressing dry, change if soaked", "elevate legs when sitting", "dry socks daily, rotate pairs",
                               "avoid injecting near wound", "signs of sepsis reviewed"]), ". ")
    c.w(c.pk(["Left ", "Gave "]), str(c.ri(2, 6)), " spare dressings + ", c.pk(["socks", "gauze", "tape", "saline pods"]), ".\n")
    c.w("Escalation: if fever/spreading redness, go to ", H.hospital(c), " ED or call ", H.phone(c), ".\n")
    if c.ch(0.5):
        c.w("Discussed with ", H.dr(c, c.staff[1], c.pk(["dr", "full_cred", "full"])), " (", c.staff[1].job, ") by phone, ",
            c.pk(["agrees with plan", "adds doxy", "requests photo"]), ".\n")
        if c.ch(0.4):
            c.w("Photo sent securely to ", H.email_staff(c, c.staff[1]), ".\n")
    c.w("Next dressing change: ", H.dt(c, c.days(c.ri(1, 4))))
    if c.ch(0.6):
        c.w(c.pk([" at ", " - van stop at ", ", meet by "]), H.landmark(c))
    else:
        c.w(" same spot")
    c.w("\n")
    if c.ch(0.5):
        c.w(B.social(c, c.ri(1, 2)), "\n")
    c.w(B.sig(c, s0))
