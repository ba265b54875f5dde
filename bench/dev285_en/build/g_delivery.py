"""Genre: supplier delivery notes and engineer visit records."""
import phi
import clinical as CL
import common as CM
from case import name, doc_ref
from nb import Note, P

GENRE = "delivery_engineer"

FAULTS = ["no fault found", "low purity alarm (87%) - sieve beds replaced", "noisy compressor - unit swapped",
          "flow meter ball sticking - unit swapped", "power failure alarm battery flat - replaced 9V",
          "humidifier bottle cracked - replaced", "cannula perished - new 15 m tubing set", "POC battery not holding charge - replaced",
          "customer reports 'beeping' - caused by kinked tubing behind sofa", "intake filter clogged with pet hair - cleaned, advised weekly"]


def pod(rng, cs, n):
    conc, poc, cyl = CL.equipment(rng, cs.c)
    n.ln(P(cs.supplier, "ORGANIZATION"), rng.choice(["  |  DELIVERY NOTE / PROOF OF DELIVERY", " - Delivery Note", "  ***  POD  ***"]))
    if rng.random() < 0.5:
        n.ln(P(phi.url(rng, cs.slug), "URL"), "   Customer care ", P(cs.sup_phone, "PHONE"))
    n.ln("Delivery note no: ", P(phi.order_no(rng), "IDNUM"), "   Order: ", P(cs.order, "IDNUM"))
    hh, mm = rng.randint(8, 17), rng.randint(0, 59)
    dm = mm + rng.randint(6, 40)
    n.ln("Date: ", cs.d(rng, style=rng.choice(["num", "iso", "upper", "wk"])), "   Slot: ", rng.choice(["AM", "PM", "4hr emergency", "all day"]),
         "   Arrived %02d:%02d   Departed %02d:%02d" % (hh, mm, hh + dm // 60, dm % 60))
    n.ln("Driver: ", name(rng, cs.eng, "DOCTOR", rng.choice(["full", "init", "LF"])), "   Vehicle: ", P(cs.van, "VEHICLE"))
    n.ln("Deliver to: ", cs.pt_name(rng, rng.choice(["LFU", "tfull", "full"])))
    n.ln("            ", cs.addr(rng, sep=rng.choice([", ", "\n            "])))
    n.ln("Tel: ", P(cs.home_phone, "PHONE"), "   Acct: ", P(cs.acct, "ACCOUNT"))
    n.ln("")
    n.ln("%-6s %-34s %-5s %s" % ("Line", "Description", "Qty", "Serial / barcode"))
    lines = []
    k = rng.randint(1, 4)
    for i in range(k):
        lines.append(rng.choice(["cyl", "cyl", "conc", "poc", "reg", "acc"]))
    for i, what in enumerate(lines, 1):
        if what == "cyl":
            n.ln("%-6d %-34s %-5d " % (i, ("O2 cyl " + cyl)[:34], 1), P(phi.serial(rng, "cylinder"), "DEVICE"))
        elif what == "conc":
            n.ln("%-6d %-34s %-5d " % (i, conc[:34], 1), P(phi.serial(rng, CL.CONC_SERIAL_KIND[conc]), "DEVICE"))
        elif what == "poc":
            n.ln("%-6d %-34s %-5d " % (i, poc[:34], 1), P(phi.serial(rng, CL.POC_SERIAL_KIND[poc]), "DEVICE"))
        elif what == "reg":
            n.ln("%-6d %-34s %-5d " % (i, "Regulator 0-4 L/min", 1), P(phi.serial(rng, "regulator"), "DEVICE"))
        else:
            n.ln("%-6d %-34s %-5d %s" % (i, rng.choice(["Nasal cannula adult (box 50)", "Tubing 7.6 m", "Firebreak valve x2",
                                                       "Cylinder trolley", "Shoulder bag (POC)"]), rng.randint(1, 4), "n/a"))
    n.ln("Empties collected: ", str(rng.randint(0, 6)), " x ", cyl)
    n.ln("")
    k = rng.randint(0, 3)
    if k == 0:
        n.ln("Received by: ", cs.pt_name(rng, "full"), " (patient)   Signature captured ", CM.clock(rng))
    elif k == 1:
        n.ln("Received by: ", cs.fam_name(rng, "full"), " (", cs.rel, ")   POD fingerprint ref ", P(phi.bioid(rng, "finger"), "BIOID"))
    elif k == 2:
        n.ln("Left with neighbour ", rng.choice(["next door", "opposite", "two doors down"]), " - ", name(rng, cs.fam2, "FAMILY", rng.choice(["title", "full"])),
             "; card left. Customer phoned on ", P(cs.mobile, "PHONE"))
    else:
        n.ln("FAILED DELIVERY - no answer. Called ", P(cs.home_phone, "PHONE"), " x2, voicemail. Re-booked ",
             cs.d(rng, offset=1, style=rng.choice(["dmon", "wkdm", "num"])))
    n.ln("Safety check on delivery: cylinders secured upright; no smoking observed; ", rng.choice(["smoke alarm OK", "patient reminded re e-cig", "n/a"]))


def service(rng, cs, n):
    conc, poc, cyl = CL.equipment(rng, cs.c)
    nd = rng.choice([182, 180, 365, 90])
    n.ln(rng.choice(["ENGINEER VISIT REPORT", "Field Service Record - Oxygen Concentrator", "PLANNED PREVENTATIVE MAINTENANCE (PPM) VISIT",
                     "Service / Breakdown Job Sheet"]))
    n.ln("Company: ", P(cs.supplier, "ORGANIZATION"), "   Job ref: ", P(phi.job_no(rng), "IDNUM"))
    n.ln("Job type: ", rng.choice(["6-monthly PPM", "breakdown (same day)", "annual service + swap", "reactive - alarm"]),
         "   Visit: ", cs.d(rng), " ", CM.clock(rng))
    n.ln("Customer: ", cs.pt_name(rng, rng.choice(["LF", "tfull", "full", "title"])), "   Acct ", P(cs.acct, "ACCOUNT"))
    n.ln("Site: ", cs.addr(rng))
    n.ln("Engineer: ", name(rng, cs.eng, "DOCTOR", rng.choice(["full", "fml", "LF"])), 
         "   Vehicle reg ", P(cs.van, "VEHICLE"))
    n.ln("")
    n.ln("Equipment: ", conc, "   S/N: ", P(phi.serial(rng, CL.CONC_SERIAL_KIND[conc]), "DEVICE"), "   Asset: ", P(phi.asset_tag(rng), "DEVICE"))
    n.ln("Hour meter: ", "%d.%d" % (rng.randint(800, 42000), rng.randint(0, 9)), " h (prev ", "%d" % rng.randint(300, 30000), " h)",
         "   Avg use since last visit: ", "%.1f" % rng.uniform(4, 23.5), " h/day")
    n.ln("O2 purity @ ", rng.choice(["2", "3", "5"]), " L/min: ", "%.1f" % rng.uniform(88, 96), "%  (spec >= 87%)   ",
         "Flow check: ", rng.choice(["pass", "pass (+/-10%)", "fail -> swapped"]))
    n.ln("Filters: ", rng.choice(["intake filter cleaned", "HEPA + cabinet filters replaced", "cabinet filter washed"]),
         "   Alarms tested: power fail / low O2 / high pressure - ", rng.choice(["OK", "OK", "low O2 alarm failed"]))
    n.ln("Fault / findings: ", rng.choice(FAULTS))
    if rng.random() < 0.5:
        n.ln("Ambulatory: ", poc, " S/N ", P(phi.serial(rng, CL.POC_SERIAL_KIND[poc]), "DEVICE"), " battery ",
             rng.choice(["8-cell", "16-cell", "single"]), ", cycles ", str(rng.randint(40, 900)))
    n.ln("Backup cylinder: ", cyl, " - contents ", rng.choice(["full", "3/4", "1/2 - replaced", "empty - replaced"]))
    n.ln("Firebreaks present: ", rng.choice(["yes x2", "yes", "missing at patient end - fitted"]),
         "   Smoking observed: ", rng.choice(["no", "no", "YES - ashtray in lounge, reported to HOS"]))
    n.ln("Next service due: ", cs.d(rng, offset=nd, style=rng.choice(["num", "my", "short"])))
    n.ln("")
    k = rng.randint(0, 2)
    if k == 0:
        n.ln("Customer signature: ", cs.pt_name(rng, "init"), " ", CM.clock(rng))
    elif k == 1:
        n.ln("Signed on behalf of customer: ", cs.fam_name(rng, "full"), " (", cs.rel, ")")
    else:
        n.ln("Customer confirmation: biometric sign-off ", P(phi.bioid(rng, "finger"), "BIOID"))
    if rng.random() < 0.4:
        n.ln("Report emailed to ", P(phi.org_email(rng, cs.slug), "EMAIL"), " and HOS team")


def crm(rng, cs, n):
    n.ln(rng.choice(["CUSTOMER ACTIVITY LOG", "Contact history (CRM export)", "Service desk notes"]), " - ", P(cs.supplier, "ORGANIZATION"))
    n.ln("Customer: ", cs.pt_name(rng, rng.choice(["LFU", "LF"])), "   ID ", P(cs.acct, "ACCOUNT"), "   DOB ", cs.dob_s(rng))
    n.ln("Address: ", cs.addr(rng, with_region=False))
    n.ln("")
    d = cs.visit
    conc, poc, cyl = CL.equipment(rng, cs.c)
    staff = [cs.clerk, cs.eng, cs.nurse2]
    events = [
        lambda: ["Inbound call from ", cs.rel, " ", cs.fam_name(rng, "first"), " ", P(cs.fam_phone, "PHONE"),
                 " - concentrator alarming, red light. Advised switch to backup cylinder at ", CL.flow(rng), " L/min. Breakdown job raised ",
                 P(phi.job_no(rng), "IDNUM"), "."],
        lambda: ["Engineer ", name(rng, cs.eng, "DOCTOR", "first"), " allocated, ETA ", CM.clock(rng, 9, 20), ". Van ", P(cs.van, "VEHICLE"), "."],
        lambda: ["Unit swapped. Old S/N ", P(phi.serial(rng, CL.CONC_SERIAL_KIND[conc]), "DEVICE"), " -> new S/N ",
                 P(phi.serial(rng, CL.CONC_SERIAL_KIND[conc]), "DEVICE"), ". Purity 95%."],
        lambda: ["Cylinder top-up delivered: ", str(rng.randint(2, 6)), " x ", cyl, "."],
        lambda: ["Order amendment received from HOS (", name(rng, cs.nurse, "DOCTOR", "full"), "): flow now ", CL.flow(rng),
                 " L/min ", CL.hours(rng), " h/day. Ref ", P(cs.order, "IDNUM"), "."],
        lambda: ["Outbound call to customer ", P(cs.home_phone, "PHONE"), " to book PPM - no answer, SMS sent to ", P(cs.mobile, "PHONE"), "."],
        lambda: ["Customer emailed from ", P(cs.email, "EMAIL"), " asking about holiday delivery to ", P(rng.choice(["Seaview Caravan Park", "Bayside Holiday Park", "Lakeshore Lodge"]), "LOCATION_OTHER"), "."],
        lambda: ["Consumables posted (cannulae x 10, tubing)."],
        lambda: ["Driver reports cigarette ends by front door; passed to HOS for review."],
    ]
    rng.shuffle(events)
    for ev in events[:rng.randint(4, 7)]:
        d = CM.later(d, rng.randint(0, 9))
        who = rng.choice(staff)
        n.ln(cs.d(rng, d, rng.choice(["num", "num", "iso", "dot"])), " ", CM.clock(rng, 7, 21), "  ",
             P(phi.username(rng, who.first, who.last), "USERNAME"), "  ", ev())


def gen(rng, cs):
    n = Note()
    k = rng.random()
    if k < 0.4:
        pod(rng, cs, n)
    elif k < 0.75:
        service(rng, cs, n)
    else:
        crm(rng, cs, n)
    return n
