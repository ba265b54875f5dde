"""Genres: pharmacy dispensing and supply note; CMHT care coordinator note."""
from core import Note, S, pick, chance, add_days, digits, letters, typo, an
import persona as P
import pools_places as PP
from g_titr import HOLIDAYS, hol_frag


def g_pharmacy(rng, c):
    n = Note()
    cz = c.drug == "clozapine"
    ph = c.pharmacy
    n.w(ph.n(), " - ", pick(rng, ["Clozapine Dispensing Record" if cz else "Lithium Supply Note",
                                  "Dispensing & Supply Note", "PMR clinical note"]), "\n")
    n.w(ph.addr.frag(), "   Tel ", S("PHONE", ph.tel), "   Fax ", S("FAX", ph.fax), "\n")
    n.w("-" * 60, "\n")
    n.w("Patient: ", c.pt.lf(), "   DOB ", c.D(c.dob), "   ", c.hp_label, " ", c.hp_s(), "\n")
    n.w("Address: ", c.addr.frag(), "\n")
    if c.ssn and c.cc == "US" and chance(rng, 0.4):
        n.w("SSN on file: ", S("SSN", c.ssn[1]), "   Plan: ", c.org(pick(rng, PP.INSURERS["US"])), "\n")
    n.w("Prescriber: Dr ", c.cons.full(), " (", c.team.n(), ")  ", c.lic(c.cons), "\n")
    rx_date = add_days(c.today, -rng.randint(0, 3))
    n.w("Rx no: ", S("IDNUM", pick(rng, ["RX", "", "P", "DSP-"]) + digits(rng, 7, True)), "   Received: ", c.D(rx_date),
        pick(rng, [" (hospital-only medicine - prescription from clinic)", " (EPS)", " (faxed original to follow)", ""]), "\n\n")
    days = pick(rng, [7, 7, 14, 14, 28]) if cz else pick(rng, [28, 56, 84])
    if cz:
        sd = add_days(c.today, -rng.randint(1, 5))
        n.w("BLOOD CHECK (before release): status ", pick(rng, ["GREEN", "GREEN", "GREEN", "AMBER (release permitted)"]),
            ", sample ", c.D(sd), " (", c.sid(sd), ")\n")
        n.w("  verified on ", c.registry_frag(), " portal ",
            S("URL", pick(rng, ["https://portal.example.net/pharmacy", "www.example.org/registry/rx-check",
                                "https://results.example.com/verify"])), " by ", c.pharm.full(),
            " at ", "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)))
        if chance(rng, 0.5):
            n.w(" (login ", S("USERNAME", P.username(rng, c.pharm)), ")")
        n.w("\n  Supply must not extend beyond next blood due date ", c.D(add_days(sd, days)), ".\n\n")
        hund = c.dose // 100
        rest = c.dose - hund * 100
        n.w("SUPPLY\n")
        n.w("  ", c.cz_brand, " 100 mg tablets x ", str(hund * days), "\n")
        if rest:
            n.w("  ", c.cz_brand, " 25 mg tablets x ", str(rest // 25 * days), "\n")
        n.w("  = ", str(days), " days at ", str(c.dose), " mg/day    Batch ", letters(rng, 2) + digits(rng, 5), "  Exp ",
            "%02d/%d" % (rng.randint(1, 12), c.today.year + rng.randint(1, 3)), "\n")
    else:
        n.w("SUPPLY\n  ", c.li_brand, " ", pick(rng, ["400 mg", "200 mg", "400 mg", "250 mg"]), " tablets x ",
            str(days * rng.randint(1, 3)), " (", str(days), " days)\n")
        n.w("  Brand check: same brand as previous supply - YES. Lithium record book seen: last level ",
            "%.2f" % rng.uniform(0.45, 0.95), " ", c.li_unit(), " on ", c.D(add_days(c.today, -rng.randint(20, 95))), ".\n")
    n.w("  Supply period: ", c.D(c.today), " to ", c.D(add_days(c.today, days - 1)), "   Next supply due: ",
        c.D(add_days(c.today, days), "wd" if chance(rng, 0.4) else None), "\n\n")
    n.w("COLLECTION / DELIVERY\n")
    mode = pick(rng, ["self", "carer", "delivery", "locker"])
    t = "%02d:%02d" % (rng.randint(9, 18), rng.randint(0, 59))
    if mode == "self":
        n.w("  Collected by patient at ", t, "; ID confirmed (name + DOB); signed.\n")
    elif mode == "carer":
        n.w("  Collected by ", c.rel, " ", c.fam.full(), " at ", t, " - authorised on consent form ", c.D(add_days(c.today, -rng.randint(60, 400))),
            "; photo ID seen.\n")
    elif mode == "delivery":
        drv = P.staff(rng, c.cc, "pharm", "driver", [])
        n.w("  Delivered by driver ", drv.full(), " (van ", S("VEHICLE", P.vehicle(rng, c.cc)), ") at ", t,
            ". Received by ", pick(rng, ["patient", [c.rel, " ", c.fam.fn()]]), ". Delivery note no. ",
            S("IDNUM", "DN" + digits(rng, 6)), ".\n")
    else:
        n.w("  Placed in 24-h collection locker; released on fingerprint (template ",
            S("BIOID", P.bioid(rng)), ") at ", t, ".\n")
    if chance(rng, 0.35):
        n.w("  Patient's car ", S("VEHICLE", c.vehicle), " parked in disabled bay - reminded re: driving and sedation.\n")
    n.w("\nCLINICAL CHECK / COUNSELLING\n")
    notes = []
    if cz:
        notes += ["Constipation reviewed - using macrogol; advised to report no bowel movement >3 days (CIGH risk).",
                  "Smoking status unchanged (20/day). Advised to tell clozapine team before any quit attempt.",
                  "Requested OTC cough mixture - chose simple linctus; avoided sedating antihistamines.",
                  "Hypersalivation: chewing gum advised; hyoscine supply checked.",
                  "Flu-like symptoms denied; sore throat denied (neutropenia counselling given)."]
    else:
        notes += ["Requested ibuprofen for back pain - refused (NSAID interaction with lithium); paracetamol supplied.",
                  "New ramipril started by GP - pharmacist contacted prescriber re: ACE inhibitor + lithium (level in 1 week).",
                  "Counselled on hydration during hot weather and vomiting/diarrhoea illness.",
                  "Reminded level due - booked at clinic for next week.",
                  "Polyuria reported; advised to mention at lithium clinic (possible nephrogenic DI)."]
    for x in rng.sample(notes, rng.randint(2, 3)):
        n.w("  - ", typo(rng, x), "\n")
    if chance(rng, 0.4):
        hol = pick(rng, HOLIDAYS[c.cc])
        n.w("  - Pharmacy closed over ", hol_frag(hol), "; early supply arranged.\n")
    if chance(rng, 0.45):
        d1 = add_days(c.today, rng.randint(5, 20))
        tst = "dm" if chance(rng, 0.5) else None
        n.w("  - Travelling to ", S("COUNTRY", c.abroad), " ", c.D(d1, tst), " - ",
            c.D(add_days(d1, rng.randint(7, 21)), tst),
            ": extended supply agreed by ", c.registry_frag() if cz else ["Dr ", c.cons.ln()],
            " (ref ", S("IDNUM", letters(rng, 3) + digits(rng, 5)), "); travel letter given.\n")
    n.w("\nDispensed by: ", c.extra[0].full(), " (technician)   Accuracy check: ", c.extra[1].ini(), "\n")
    n.w("Clinical check: ", c.pharm.full(), ", ", c.pharm.role, "   ", c.lic(c.pharm), "\n")
    if chance(rng, 0.5):
        n.w("Queries to clinic: ", c.nurse.full(), " ", S("PHONE", c.clinic.tel), " / ", S("EMAIL", c.clinic.email), "\n")
    return n


