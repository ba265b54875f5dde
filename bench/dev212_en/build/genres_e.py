"""Genres (author's own additions): HIV PrEP review, sexual assault referral (forensic) summary."""
import datetime as dt

import blocks as K
import pools as P
from fmt import S


def prep_review(c, b):
    K.setup(c, gender=c.ch(("m", "m", "m", "f", "n")), age_lo=18, age_hi=66)
    first = c.pr(0.3)
    K.hdr(c, b, c.ch(("HIV PrEP Initiation", "PrEP START - CONSULTATION")) if first else
          c.ch(("HIV PrEP Review (3-monthly)", "PrEP FOLLOW-UP", "PrEP review consultation")))
    b.ln(S("HOSPITAL", c.site["name"]), "   ", c.D(c.d0), "   ", c.dn(c.clin1))
    K.demo(c, b, extra=c.ch((("mob",), ("enc",), ("mob", "email"), ())))
    start = c.d0 - dt.timedelta(days=c.r.randint(100, 1600))
    b.ln("")
    if first:
        b.ln("Reason: ", c.ch(("condomless anal sex with casual partners", "HIV+ partner, VL not yet suppressed",
                               "recent PEP course x2", "bacterial STI in last year")), ".")
        b.ln("Last HIV test: ", c.D(c.d0 - dt.timedelta(days=c.r.randint(20, 200)), c.ch((c.ds, "monyear"))), " - negative.")
        if c.pr(0.4):
            b.ln("Partner ", c.pn("first", "FAMILY", c.other()), c.ch((" (HIV+, on ART, undetectable since ", " (HIV status unknown, last tested ")),
                 c.D(c.d0 - dt.timedelta(days=c.r.randint(100, 900)), "monyear"), ").")
    else:
        b.ln("On PrEP since ", c.D(start, c.ch(("monyear", c.ds, "monyr3"))), ". Regimen: ",
             c.ch(("daily TDF/FTC 245/200 mg", "event-based (2-1-1)", "daily, switching to event-based")), ".")
        b.ln("Adherence: ", c.ch(("no missed doses", "missed ~2 doses/month", "stopped for 3 weeks while away", "good")), ".")
    b.ln("")
    b.ln("Sexual history (last 3 months): ", str(c.r.randint(1, 20)), " partners, ", c.ch(("condomless RAI and IAI", "mostly condomless",
                                                                                      "condoms for receptive only")), ".")
    if c.pr(0.4):
        b.ln("Chemsex: ", c.ch(("GHB and mephedrone at weekends", "occasional crystal meth", "none", "poppers only")), ". ",
             c.ch(("Harm reduction discussed, referral offered.", "No injecting.", "")))
    if c.pr(0.35):
        place = c.ch(P.FOREIGN_STATES)
        b.ln("Travel: ", c.ch(("holiday in ", "working in ", "Pride event in ")), S("STATE", place[0]), ", ", S("COUNTRY", place[1]), " ",
             c.D(c.days(-90, -10), c.ch(("monyear", "dmnoyear"))), c.ch(("; sex with local partners.", ".")))
    elif c.pr(0.3):
        b.ln("Travel: ", S("COUNTRY", c.ch(P.COUNTRIES)), " over ", S("DATE", c.ch(("Christmas", "Easter", "New Year", "Boxing Day"))),
             "; took PrEP daily throughout.")
    if c.pr(0.3):
        b.ln(K.occupation(c), c.ch(("", " - irregular hours", " - travels a lot for work")), ".")
    b.ln("Symptoms: ", c.ch(("none", "dysuria x3 days", "rectal discharge", "sore throat", "rash on palms")), ".")
    b.ln("")
    b.ln("Results:")
    b.ln("%-14s %-10s %-10s %-8s %s" % ("Date", "HIV", "Cr umol/L", "eGFR", "Other"))
    dd = c.d0
    for i in range(c.r.randint(2, 5)):
        ds = K.fdate2(c, dd, c.ch(("dmy", "dmon")))
        b.ln(S("DATE", ds), " " * max(1, 15 - len(ds)), "%-10s %-10d %-8s %s" % (
            "neg" if i else "POCT neg", c.r.randint(62, 112), ">90" if c.pr(0.7) else str(c.r.randint(60, 89)),
            c.ch(("CT/GC neg x3", "syphilis neg", "GC pharynx POS - treated", "HBsAg neg", "uPCR 12", "-"))))
        dd = dd - dt.timedelta(days=c.r.randint(80, 110))
    b.ln("Today: HIV Ag/Ab lab sample ", S("IDNUM", c.idnum("spec")), ", syphilis, 3-site NAAT, creatinine, uPCR.")
    b.ln("")
    b.ln("Vaccines:")
    vs = (("Hep B (Engerix B)", "dose %d" % c.r.randint(1, 3)), ("HPV (Gardasil 9)", "dose %d" % c.r.randint(1, 3)),
          ("Mpox (MVA-BN)", "dose %d" % c.r.randint(1, 2)), ("Hep A (Havrix)", "dose 1"), ("MenB (Bexsero)", "dose 1"))
    for v, dose in c.r.sample(vs, c.r.randint(1, 3)):
        b.ln("  ", v, " ", dose, " given ", c.D(c.d0 - dt.timedelta(days=c.ch((0, 0, 30, 60, 180))), c.ch(("dm", c.ds))),
             c.ch((" L deltoid", " R deltoid")), ", batch ", S("IDNUM", c.idnum("batch")))
    b.ln("")
    b.ln("Plan:")
    if c.uk:
        b.ln("- TDF/FTC 245/200 mg x ", c.ch(("90", "60", "30")), " tablets supplied from clinic; Rx no. ", S("IDNUM", c.idnum("ref")), ".")
    else:
        b.ln("- Funded PrEP: Special Authority ", S("IDNUM", "SA" + c.dig(7)), ", 3 months dispensed at ",
             S("HOSPITAL", c.ch(P.NZ_PHARM)), ".")
    if c.pr(0.3):
        b.ln("- Previously purchased generic PrEP online via ", S("URL", c.url("prep-order")), "; TDM level adequate.")
    b.ln("- Doxy-PEP: ", c.ch(("discussed - not started", "doxycycline 200 mg within 72 h of CLS, 30 tabs", "not indicated")), ".")
    b.ln("- Next review ", c.D(c.d0 + dt.timedelta(days=c.r.randint(80, 100)), c.ch(("monyear", c.ds, "wdmonth"))), "; results by SMS to ",
         S("PHONE", c.mobile), ".")
    K.signoff(c, b)
    if c.pr(0.5):
        K.audit(c, b)


def sarc(c, b):
    K.setup(c, gender=c.ch(("f", "f", "f", "m", "n")), age_lo=16, age_hi=60)
    uk = c.uk
    centre = c.ch(("%s Sexual Assault Referral Centre", "The Haven - %s SARC", "%s SARC")) % c.home["city"] if uk else \
        c.ch(("%s Sexual Assault Assessment and Treatment Service", "Te Whare Awhina %s", "%s SAATS")) % c.home["city"]
    fme = c.clin("dr")
    fme.role = c.ch(("Forensic Physician", "Forensic Medical Examiner", "Sexual Offence Examiner"))
    crisis = c.clin("nurse")
    crisis.role = "Crisis Worker"
    isva = c.other()
    K.hdr(c, b, c.ch(("SARC Referral and Forensic Examination Summary", "FORENSIC MEDICAL EXAMINATION - SUMMARY FOR SEXUAL HEALTH FOLLOW-UP",
                      "Acute Sexual Assault Referral")) if uk else
          c.ch(("SAATS Acute Assessment Summary", "Sexual Assault Assessment - Referral to Sexual Health")))
    b.ln("From: ", S("HOSPITAL", centre), "  Tel ", S("PHONE", c.land(c.home["code"])), "  Secure fax ", S("FAX", c.land(c.home["code"])))
    b.ln("To: ", S("HOSPITAL", c.site["name"]), ", attn ", c.dn(c.clin1, c.ch(("tfull", "full"))))
    b.ln("Date of examination: ", c.D(c.d0), "   Case no: ", S("IDNUM", "%s-%d-%s" % (c.ch(("SARC", "FME", "SA")), c.d0.year % 100, c.dig(4))))
    b.ln("")
    b.ln("Client: ", c.pn(c.ch(("full", "SF"))), "   DOB ", c.DOB(), "   Age ", c.A())
    b.ln(K.natlabel(c), ": ", S("MRN", c.nhsno), c.ch(("", "   Hosp no: " + S("MRN", c.hosp_no()))))
    b.ln("Safe contact number: ", S("PHONE", c.mobile), c.ch((" (own phone, OK to text)", " - do NOT leave messages", "")))
    if c.pr(0.4):
        b.ln("ID checked: ", c.ch(("driving licence ", "photo driving licence no. ")), S("LICENSE", c.dl()))
    if c.pr(0.3):
        b.ln(c.ch(("NI number: ", "NINO ")) if uk else "IRD: ", S("SSN", c.ni()), c.ch(("", " (for CICA application)" if uk else " (for ACC sensitive claim)")))
    b.ln("")
    hrs = c.r.randint(4, 160)
    inc = c.d0 - dt.timedelta(days=(hrs + c.r.randint(0, 10)) // 24)
    b.ln("Incident: ", c.D(inc, c.ch((c.ds, "wdmonth", "wdshort"))), " approx %02d:%02d (%d h before examination)." % (c.r.randint(0, 23), c.r.randint(0, 59), hrs))
    k = c.r.randrange(4)
    if k == 0:
        b.ln("Location: alleged assailant's address, ", S("STREET", "%d %s" % (c.r.randint(1, 200), c.ch(P.UK_STREETS if uk else P.NZ_STREETS))),
             ", ", S("CITY", c.home["city"]), ".")
    elif k == 1:
        b.ln("Location: in a vehicle (", c.ch(("taxi", "private car", "van")), ", reg ", S("VEHICLE", c.plate()), ") near ",
             S("LOCATION_OTHER", c.landmark()[1]), ".")
    elif k == 2:
        lm = c.landmark()
        b.ln("Location: outdoors near ", lm[0], S("LOCATION_OTHER", lm[1]), ", ", S("CITY", c.home["city"]), ".")
    else:
        b.ln("Location: client's home.")
    rel = c.ch(("stranger", "known - acquaintance", "ex-partner", "met the same night", "partner"))
    if rel.startswith("known") or "partner" in rel:
        b.ln("Alleged assailant: ", rel, ", named as ", c.pn(c.ch(("full", "first")), "FAMILY", c.other()), ".")
    else:
        b.ln("Alleged assailant: ", rel, c.ch(("; description given to police.", ".", "; possibly drink spiked.")))
    if c.pr(0.3):
        b.ln("Vehicle of interest: ", c.ch(("grey hatchback", "blue Toyota", "black Ford Transit")), ", partial plate ", S("VEHICLE", c.plate()), ".")
    pol = c.pr(0.6)
    if pol:
        b.ln("Police: reported; crime ref ", S("IDNUM", c.idnum("crime")), ".")
    else:
        b.ln("Police: not reported (self-referral). Samples stored ", "2 years" if uk else "12 months",
             " under anonymous ref ", S("IDNUM", c.idnum("ref")), ".")
    b.ln("")
    b.ln("Forensic examination (", c.dn(fme, c.ch(("tfull", "tlast"))), ", ", fme.role, "):")
    sw = ("HVS, LVS, vulval", "oral, perianal", "skin, fingernail", "HVS, endocervical, perianal") if c.pt.gender != "m" else \
        ("oral, perianal, rectal", "penile, skin", "skin, fingernail, oral")
    b.ln("  Kit no. ", S("IDNUM", "SK-%d-%s" % (c.d0.year % 100, c.dig(4))), "; swabs: ", c.ch(sw), "; urine + blood (toxicology).")
    b.ln("  Reference DNA profile (buccal): ", S("BIOID", c.bioid("dna")), c.ch(("", "; staff elimination DNA on file: " + S("BIOID", c.bioid("elim")))))
    if c.pr(0.35):
        b.ln("  Fingerprint elimination record: ", S("BIOID", "FP-" + c.dig(6)))
    b.ln("  Injuries: ", c.ch(("none seen", "bruising L upper arm 3 x 2 cm", "abrasion posterior fourchette", "superficial laceration, bruising both wrists")),
         "; body map completed, photographs (colposcope) stored on ", c.ch(("SARC server", "encrypted drive")), ".")
    rm = c.ch((("Room ", "4"), ("Room ", "2B"), ("store ", "1"), ("exhibit room ", "C"), ("freezer bay ", "3")))
    b.ln("  Samples stored: secure freezer, ", rm[0], S("LOCATION_OTHER", rm[1]), ".")
    b.ln("")
    b.ln("Medical management:")
    if c.pt.gender == "m":
        b.ln("- EC: not applicable.")
    else:
        b.ln("- EC: ", c.ch(("ulipristal 30 mg given", "levonorgestrel 1.5 mg given", "Cu-IUD recommended - referred",
                             "not required (on implant)")), ".")
    b.ln("- PEPSE: ", c.ch(("started - TDF/FTC + raltegravir 5-day starter pack", "not indicated (risk assessment)", "declined")),
         "; baseline HIV ", c.ch(("POCT neg", "sent")), ".")
    b.ln("- Hep B vaccine dose 1 given, batch ", S("IDNUM", c.idnum("batch")), ".")
    b.ln("- Please offer STI screen at 2 weeks and HIV/syphilis serology at 6 and 12 weeks.")
    b.ln("")
    b.ln("Support: ISVA ", S("DOCTOR", isva.full()) if uk else "support worker " + S("DOCTOR", isva.full()), " (tel ", S("PHONE", c.mob()), ")",
         c.ch((" - first contact booked ", " will call on ")), c.D(c.d0 + dt.timedelta(days=c.r.randint(1, 6)), c.ch(("wdshort", c.ds))), ".")
    if c.pr(0.4):
        b.ln("Accompanied by friend ", c.pn(c.ch(("first", "full")), "FAMILY", c.other()), c.ch((".", ", who will stay with client tonight.")))
    b.ln("Crisis worker: ", c.dn(crisis, "full"))
    b.ln("")
    b.ln(c.sig(fme))
