"""Genres: monitoring service telephone log; registry system audit trail (own addition)."""
from core import Note, S, pick, chance, add_days, digits, letters, typo, an
import persona as P
import pools_places as PP


def _t(rng, h0=8, h1=18):
    return "%02d:%02d" % (rng.randint(h0, h1 - 1), rng.randint(0, 59))


def g_phonelog(rng, c):
    n = Note()
    cz = c.drug == "clozapine"
    svc = c.registry_frag() if (cz and c.registry) else c.clinic.n()
    n.w(pick(rng, ["TELEPHONE LOG", "Telephone contact log", "CALL LOG - monitoring service"]), " - ", svc, "\n")
    n.w("Patient: ", c.pt.up(), " | ", "Reg no " if cz else "Clinic no ", c.reg_s() if cz else c.mrn_s(), " | DOB ",
        c.D(c.dob), " | ", c.hp_label, " ", c.hp_s(), "\n")
    n.w("Prescriber: Dr ", c.cons.full(), " (", c.team.n(), ")   Pharmacy: ", c.pharmacy.n(), "\n")
    n.w("-" * 64, "\n")
    d = add_days(c.today, -rng.randint(2, 6))
    users = [c.clerk, c.nurse, c.extra[0]]
    scen = pick(rng, ["amber", "red", "dna", "high_li", "travel", "address", "ed"] if cz else
                ["high_li", "dna", "travel", "address", "ed", "low_li"])
    if scen in ("amber", "red") and not cz:
        scen = "high_li"
    if scen == "low_li" and cz:
        scen = "dna"
    entries = []
    lvl = rng.uniform(1.25, 1.9)
    sid = c.sid(d)
    if scen in ("amber", "red"):
        a = rng.uniform(1.6, 1.95) if scen == "amber" else rng.uniform(0.7, 1.4)
        entries = [
            ("IN", "lab", ["Call from ", c.hosp.n(), " haematology lab (", S("PHONE", c.hosp.tel + P.ext(rng)), "): ",
                           scen.upper(), " result, sample ", sid, " - ANC ", c.anc(a), c.anc_unit(), "."]),
            ("OUT", "cons", ["To Dr ", c.cons.ln(), " via switchboard, bleep ", S("PHONE", P.phone(rng, c.cc, "pager")), ". ",
                             "Advised " + ("repeat FBC within 72 h; continue clozapine." if scen == "amber" else
                                           "STOP clozapine; daily FBC; assess for infection."), ""]),
            ("OUT", "pt", ["To patient on ", S("PHONE", c.tel_mob), ". Explained result. ", c.he.capitalize(),
                           pick(rng, [" denies fever or sore throat.", " reports a mild cold, no fever."]),
                           " Repeat bloods booked ", c.D(add_days(d, 2)), " at ", c.clinic.n(), "."]),
            ("OUT", "pharm", ["To ", c.pharmacy.n(), " (", S("PHONE", c.pharmacy.tel), "), spoke with ", c.pharm.full(), ": ",
                              "hold supply pending repeat." if scen == "red" else "may release current supply.",
                              " Confirmation faxed to ", S("FAX", c.pharmacy.fax), "."]),
        ]
        if scen == "red":
            entries.append(("OUT", "gp", ["To ", c.practice.n(), " (", S("PHONE", c.practice.tel), ") - informed duty ",
                                          c.gp_word, " Dr ", c.gp.ln(), ". Red alert added to record."]))
    elif scen == "dna":
        entries = [
            ("NOTE", "sys", ["No sample received - blood test overdue since ", c.D(add_days(d, -2)), "."]),
            ("OUT", "pt", ["To patient mobile ", S("PHONE", c.tel_mob), " - no answer. Voicemail: generic call-back message only."]),
            ("OUT", "fam", ["To ", c.rel, " ", c.fam.full(), " (NOK, ", S("PHONE", c.fam_tel), ") - says ", c.he,
                            " has been staying with a friend in ", S("CITY", pick(rng, PP.TOWNS[c.cc])), ". Will pass message on."]),
            ("IN", "pt", ["Patient called back from ", S("PHONE", P.phone(rng, c.cc, "mob")), " (new number - records updated). ",
                          "Agreed to attend ", c.clinic.n(), " tomorrow 09:30."]),
            ("OUT", "pharm", ["To ", c.pharmacy.n(), ": no supply to be released until a valid result is available" if cz else
                              ": next supply limited to 7 days until level done", "."]),
        ]
        if not cz:
            entries[-1] = ("OUT", "pharm", ["To ", c.pharmacy.n(), ": next supply limited to 7 days until level done."])
    elif scen in ("high_li", "low_li"):
        val = lvl if scen == "high_li" else rng.uniform(0.2, 0.38)
        entries = [
            ("IN", "lab", ["Lab phoned: lithium ", "%.2f" % val, " ", c.li_unit(), " (sample ", sid, ", ", c.D(d), ")",
                           " - ABOVE range." if scen == "high_li" else " - below range."]),
            ("OUT", "pt", ["To patient on ", S("PHONE", c.tel_home), ". Timing of sample checked: ",
                           pick(rng, ["taken 12 h post dose", "taken only 4 h after dose - likely spurious", "took dose in the morning by mistake"]),
                           ". Symptoms: ", pick(rng, ["mild tremor, no diarrhoea", "none", "nausea and loose stools x2 days"]), "."]),
            ("OUT", "cons", ["Discussed with Dr ", c.cons.ln(), ": ",
                             "omit tonight's dose, repeat level and U&E in 24-48 h; if symptomatic attend ED." if scen == "high_li" else
                             "check adherence; repeat level in 1 week before any dose change."]),
            ("OUT", "gp", ["Message to ", c.gp_word, " ", c.gp.dr(), " at ", c.practice.n(), " via ",
                           S("EMAIL", c.practice.email), " - recently started ", pick(rng, ["naproxen", "bendroflumethiazide", "lisinopril", "nothing new"]), "?"]),
        ]
    elif scen == "travel":
        d1 = add_days(c.today, rng.randint(10, 40))
        entries = [
            ("IN", "pt", ["Patient asking about taking ", "clozapine" if cz else "lithium", " to ", S("COUNTRY", c.abroad), " from ",
                          c.D(d1), " to ", c.D(add_days(d1, rng.randint(10, 25))), "."]),
            ("OUT", "cons", ["Dr ", c.cons.ln(), " agreed extended supply; bloods to be taken the day before travel."]),
            ("OUT", "reg", ["Request sent to monitoring service for extended supply; ref ", S("IDNUM", "EXT-" + digits(rng, 5)), "."]
             if cz else ["Level booked before travel."]),
            ("OUT", "pharm", ["To ", c.pharmacy.n(), " - ", pick(rng, ["21", "28"]), " days supply to be made up; travel letter ",
                              "to be collected by ", c.rel, " ", c.fam.full(), "."]),
        ]
    elif scen == "address":
        new = P.Address(rng, c.cc)
        entries = [
            ("IN", "pt", ["Patient moved - new address ", new.frag(), "; new landline ", c.ph("land"), "."]),
            ("OUT", "team", ["Informed ", c.ccw.full(), " (", c.cc_role, ") on ", S("PHONE", c.team.tel), "."]),
            ("OUT", "pharm", ["Patient wishes to change pharmacy to ", S("HOSPITAL", pick(rng, PP.STREET_BASES) + " Pharmacy"),
                              ", ", S("CITY", new.city), "; transfer form emailed to ", S("EMAIL", "transfers@" + pick(rng, ["example.org", "example.net"])), "."]),
        ]
    else:
        entries = [
            ("IN", "ed", ["Call from ", c.hosp.n(), " ED, Dr ", c.extra[1].ln(), " (", S("PHONE", c.hosp.tel), "): patient attended with ",
                          pick(rng, ["fever 38.9 and cough", "abdominal pain and vomiting", "collapse at home", "chest pain"]), "."]),
            ("OUT", "ed", ["Advised: urgent FBC" + (", troponin, CRP; consider CIGH/ileus; do not omit clozapine >48 h without advice." if cz else
                                                     ", lithium level, U&E; hold lithium if AKI or level >1.2.")]),
            ("OUT", "cons", ["Dr ", c.cons.ln(), " informed; will review on ", c.ward, " if admitted."]),
            ("IN", "ed", ["Update: result ", ("ANC " + c.anc(rng.uniform(2.2, 5.5)) + " GREEN") if cz else
                          ("Li " + "%.2f" % rng.uniform(0.9, 1.6)), " (", c.sid(d), "). Admitted to ",
                          S("HOSPITAL", pick(rng, PP.BIRDS) + " Ward"), ", ", "bed ", S("LOCATION_OTHER", str(rng.randint(1, 30))), "."]),
        ]
    mins = rng.randint(8 * 60, 11 * 60)
    for i, (dirn, who, body) in enumerate(entries):
        if i:
            mins += rng.randint(6, 200)
        if mins > 17 * 60 + 30:
            d = add_days(d, 1)
            mins = rng.randint(8 * 60, 10 * 60)
        u = pick(rng, users)
        n.w(c.D(d), " ", "%02d:%02d" % divmod(mins, 60), "  ", dirn.ljust(4), " ")
        n.w(body)
        n.w("\n        Logged by: ")
        if chance(rng, 0.5):
            n.w(c.user(u))
        else:
            n.w(u.full())
        n.w("   Call ref ", S("IDNUM", "TEL" + digits(rng, 6)), "\n")
    n.w("-" * 64, "\n")
    n.w("Outcome: ", pick(rng, ["resolved", "ongoing - follow up tomorrow", "closed", "handed to clinical team"]),
        "   Reviewed by: ", c.nurse.full(), ", ", c.nurse.role, "\n")
    return n


ACTIONS_CZ = ["RESULT_ENTERED", "RESULT_AUTHORISED", "STATUS_CHANGE", "PHARMACY_VIEW", "LETTER_PRINTED", "DEMOG_EDIT",
              "ALERT_ACK", "SUPPLY_RELEASED", "NOTE_ADDED"]


def g_audit(rng, c):
    n = Note()
    cz = c.drug == "clozapine"
    sysname = pick(rng, PP.SYSTEMS)
    n.w(sysname, " v", str(rng.randint(2, 9)), ".", str(rng.randint(0, 12)), " - AUDIT TRAIL EXPORT (patient record)\n")
    site = pick(rng, [c.clinic, c.hosp])
    n.w("Site: ", site.n(), "\n")
    exp_user = c.clerk
    n.w("Export requested by: ", c.user(exp_user), " (", exp_user.full(), ", ",
        pick(rng, ["Information Governance", "Clozapine Clinic Admin", "Records Officer"]), ")\n")
    n.w("Requested: ", c.Dn(0, "iso"), " ", _t(rng), ":", "%02d" % rng.randint(0, 59), " from ", S("IPADDR", P.ip(rng)),
        "   Reason: ", pick(rng, ["subject access request", "incident review", "routine IG audit", "complaint investigation"]),
        " ref ", S("IDNUM", pick(rng, ["SAR-", "IR", "IG/"]) + digits(rng, 5)), "\n")
    n.w("Patient: ", c.pt.up(), " | DOB ", c.D(c.dob, "iso"), " | Registry ID ", c.reg_s(), " | MRN ", c.mrn_s(), "\n")
    if chance(rng, 0.5):
        n.w("Encounter: ", S("ACCOUNT", c.acct), "\n")
    n.w("\n")
    n.w("Timestamp           | User          | Workstation     | Event             | Detail\n")
    n.w("-" * 96, "\n")
    staff = [c.nurse, c.phleb, c.pharm, c.clerk, c.cons, c.extra[0]]
    ips = {id(s): P.ip(rng) for s in staff}
    d = add_days(c.today, -rng.randint(50, 70))
    poc_sn = P.device_sn(rng)
    nrow = rng.randint(10, 16)
    mins = rng.randint(7 * 60, 12 * 60)
    for i in range(nrow):
        s = pick(rng, staff)
        step = rng.randint(0, 3)
        if step:
            d = add_days(d, step)
            mins = rng.randint(7 * 60, 12 * 60)
        else:
            mins += rng.randint(3, 240)
            if mins >= 20 * 60:
                d = add_days(d, 1)
                mins = rng.randint(7 * 60, 9 * 60)
        act = pick(rng, ACTIONS_CZ if cz else ["RESULT_ENTERED", "LEVEL_FLAGGED", "LETTER_PRINTED", "DEMOG_EDIT",
                                               "RECALL_SENT", "NOTE_ADDED", "PRESCRIPTION_VIEW"])
        n.w(c.D(d, "iso"), " ", "%02d:%02d" % divmod(mins, 60), ":", "%02d" % rng.randint(0, 59), " | ", c.user(s), " | ",
            S("IPADDR", ips[id(s)]), " | ", act, " | ")
        if act == "RESULT_ENTERED":
            if cz:
                w = rng.uniform(3.8, 9.0)
                n.w("sample ", c.sid(d), " WBC ", "%.1f" % w, " ANC ", "%.1f" % (w * rng.uniform(0.5, 0.7)),
                    " -> GREEN")
                if chance(rng, 0.5):
                    n.w(" (POC SN ", S("DEVICE", poc_sn), ")")
            else:
                n.w("sample ", c.sid(d), " Li ", "%.2f" % rng.uniform(0.4, 1.1), " ", c.li_unit())
        elif act == "DEMOG_EDIT":
            k = rng.randint(0, 3)
            if k == 0:
                n.w("mobile changed to ", S("PHONE", P.phone(rng, c.cc, "mob")))
            elif k == 1:
                n.w("email set to ", S("EMAIL", c.email))
            elif k == 2:
                n.w("address line 1 -> ", S("STREET", P.street(rng, c.cc)))
            else:
                n.w("NOK updated: ", c.fam.full(), " (", c.rel, ")")
        elif act in ("PHARMACY_VIEW", "SUPPLY_RELEASED", "PRESCRIPTION_VIEW"):
            n.w("pharmacy ", c.pharmacy.n(), " Rx ", S("IDNUM", digits(rng, 7, True)))
            if act == "SUPPLY_RELEASED" and chance(rng, 0.4):
                n.w(" - collected, fingerprint match ", S("BIOID", P.bioid(rng)))
        elif act == "LETTER_PRINTED":
            n.w(pick(rng, ["recall letter", "GP update", "result letter"]), " to ", pick(rng, [[c.gp.dr()], [c.title, " ", c.pt.ln()]]))
        elif act == "ALERT_ACK":
            n.w("amber alert acknowledged, consultant Dr ", c.cons.ln(), " paged")
        elif act == "STATUS_CHANGE":
            n.w("frequency ", pick(rng, ["weekly -> fortnightly", "fortnightly -> 4-weekly", "4-weekly -> weekly (restart)"]))
        elif act == "RESULT_AUTHORISED":
            n.w("authorised by ", c.cons.ini())
        elif act == "RECALL_SENT":
            n.w("SMS recall to ", S("PHONE", c.tel_mob))
        elif act == "LEVEL_FLAGGED":
            n.w("level outside range - task to ", c.nurse.full())
        else:
            k = rng.randint(0, 2)
            if k == 2:
                n.w("note: encounter ", S("ACCOUNT", P.digits(rng, 8, True)), " opened")
            else:
                n.w("note: ", ["pt phoned re results", "bloods rebooked"][k])
        n.w("\n")
    n.w("-" * 96, "\n")
    n.w(str(nrow), " events. Failed logins in period: ", str(rng.randint(0, 3)))
    if chance(rng, 0.4):
        n.w(" (user locked: ", c.user(c.extra[1]), ")")
    n.w("\nExport file: ", S("URL", pick(rng, ["https://ig.example.org/exports/", "sftp.example.net/audit/",
                                              "https://records.example.com/sar/"]) + digits(rng, 8) + ".csv"), "\n")
    law = {"UK": "UK GDPR", "IE": "GDPR", "US": "HIPAA", "CA": "PHIPA", "AU": "the Privacy Act 1988",
           "NZ": "the Health Information Privacy Code", "ZA": "POPIA", "SG": "the PDPA"}[c.cc]
    n.w("Generated automatically. Contains personal data - handle under ", law, ".\n")
    return n
