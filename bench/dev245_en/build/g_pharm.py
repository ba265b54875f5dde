"""Genres: infusion pharmacy compounding record; telephone encounter (dev245)."""
import gen as G
import clin as C
from common import S, ago, later, label_block, esign, contact_line, mrn_frag, id_label

MANUF = ["Hikma", "Fresenius Kabi", "Sandoz", "Pfizer (Hospira)", "Baxter", "B. Braun", "Sagent", "Aurobindo", "Mylan",
         "Xellia", "Accord", "Apotex"]
DILUENT = ["0.9% sodium chloride", "0.9% NaCl", "glucose 5%", "dextrose 5% (D5W)", "sterile water for injection"]


def compounding(n, cx, today):
    pt = G.Patient(cx, today)
    cs = C.case(cx)
    reg = cs.reg
    prov = G.provider(cx)
    presc = G.Staff(cx, "dr")
    tech = G.Staff(cx, "tech")
    ph = G.Staff(cx, "ph")
    pump = C.pump_name(cx, reg) or cx.ch(["100 mL minibag", "50 mL syringe", "250 mL bag"])
    ndev = cx.ch([1, 2, 3, 7, 7, 14])
    bud_days = cx.ch([2, 3, 7, 9, 14])
    uk = cx.c == "UK"
    dil = cx.ch(DILUENT)
    n.ln("{p}", p=S(prov, "HOSPITAL"))
    n.ln(cx.ch(["STERILE COMPOUNDING RECORD", "Aseptic Preparation Worksheet", "IV ADMIXTURE / CSP BATCH RECORD",
                "Compounding Log - Home Infusion", "ASEPTIC SERVICES - PRODUCT WORKSHEET" if uk else "CSP Compounding Record (USP <797>)"]))
    n.ln("Worksheet no: {w}    Rx #: {r}    Date: {d}  {t}", w=S(cx.idnum("batch"), "IDNUM"), r=S(cx.idnum("rx"), "IDNUM"),
         d=cx.D(today), t=cx.time())
    n.ln()
    n.ln("Patient: {nm}    DOB: {dob}    {lab}: {m}", nm=pt.S(cx.ch(["LF", "lf", "full"])), dob=cx.D(pt.dob),
         lab=id_label(cx, "mrn"), m=S(pt.mrn, "MRN"))
    if cx.p(0.5):
        n.ln("Wt {w}   Allergies: {a}   Dx: {d}", w=C.vitals(cx)["wt"], a=cx.ch(C.ALLERGIES), d=C.icd(cx))
    if cx.us:
        n.ln("Prescriber: {p}   NPI {npi}{dea}", p=presc.dr(full=True), npi=S(cx.npi(), "LICENSE"),
             dea=["   DEA ", S(cx.dea(), "LICENSE")] if cx.p(0.35) else "")
    else:
        n.ln("Prescriber: {p}{x}", p=presc.dr(full=True),
             x=["  (", "GMC " if uk else "Prescriber no. ", S(cx.license("dr") if uk else cx.digits(6) + cx.letters(1), "LICENSE"), ")"] if cx.p(0.4) else "")
    n.ln()
    n.ln("Product: {r} in {dil} - {dev}", r="%s %s" % reg[:2], dil=dil, dev=pump)
    n.ln("Directions: {f}; {m}", f=reg[2], m=reg[3])
    n.ln("Quantity: {q} {u}   Final vol {v} mL   Conc {c}", q=ndev, u=cx.ch(["devices", "bags", "cassettes", "units"]),
         v=cx.ch([50, 100, 240, 250, 270]), c=cx.ch(["20 mg/mL", "8.3 mg/mL", "50 mg/mL", "40 mg/mL", "5 mg/mL"]))
    n.ln()
    n.ln("COMPONENTS")
    n.ln("  Item                         Mfr              {c}      Lot        Qty", c="NDC" if cx.us else ("PL no." if uk else "AUST R"))
    for item in [reg[0] + " " + cx.ch(["1 g vial", "2 g vial", "10 g vial", "500 mg vial", "1.5 g vial"]), dil + " 100 mL",
                 cx.ch(["sodium citrate buffer", "water for injection 10 mL", "vented dispensing pin", "0.2 micron filter"])]:
        code = C.ndc(cx) if cx.us else ("PL %s/%s" % (cx.digits(5), cx.digits(4)) if uk else cx.digits(6))
        n.ln("  {i}{m}{c}  {l}  x{q}", i=item.ljust(29), m=cx.ch(MANUF).ljust(17), c=code, l=C.drug_lot(cx).ljust(9), q=cx.ri(1, 14))
    if "elastomeric" in reg[3] or "Homepump" in pump or "Infusor" in pump:
        n.ln("  Elastomeric device {p}   device lot {l}", p=pump, l=S(cx.device("lot"), "DEVICE"))
    n.ln("  (stock expiry dates checked - all in date)")
    n.ln()
    n.ln("Environment: ISO 5 {e}, cleaned {t}; gloved fingertip test pass.", e=cx.ch(["BSC", "isolator", "LAFW", "CACI"]), t=cx.time())
    if cx.p(0.55):
        n.ln("Cabinet access: {u} via fingerprint ({b})", u=tech.user(), b=S(cx.bioid(), "BIOID"))
    n.ln("Prepared by: {t}    Checked by: {p}    Released: {r}", t=cx.ch([tech.ini(), tech.sig()]), p=cx.ch([ph.ini(), ph.sig()]),
         r=ph.ini())
    if cx.us and cx.p(0.4):
        n.ln("Verifying RPh license: {l}", l=S(cx.license("ph"), "LICENSE"))
    n.ln("BUD/expiry: {d} (refrigerated 2-8 C){x}", d=cx.D(later(today, bud_days), cx.ch(["md", cx.dstyle, "iso"])),
         x=cx.ch(["", " - 24 h at room temp once connected", ", protect from light"]))
    n.ln()
    n.ln("LABEL")
    n.ln("  {nm}   {m}", nm=pt.S(cx.ch(["full", "LF"])), m=S(pt.mrn, "MRN"))
    n.ln("  {r} in {dil}", r="%s %s" % reg[:2], dil=dil)
    n.ln("  {f}. Do not use after {d}.", f=reg[2], d=cx.D(later(today, bud_days), cx.ch(["md", cx.dstyle])))
    n.ln("  Rx {r}  {dr}  Tel {p}", r=S(cx.idnum("rx"), "IDNUM"), dr=presc.dr(), p=S(cx.phone(False), "PHONE"))
    n.ln()
    k = cx.r.randrange(3)
    if k == 0:
        n.ln("Dispatch: {c} route {r}, delivery {d} {w} to {a}.", c=S(G.courier(cx), "ORGANIZATION"), r=cx.ri(1, 30),
             d=cx.D(later(today, cx.ri(0, 1)), cx.ch(["md", "wk", cx.dstyle])), w=cx.ch(["am", "pm", "AM window", "by 14:00"]),
             a=pt.addr.oneline())
    elif k == 1:
        n.ln("Collected by {rel} {nk} at {t}; ID checked.", rel=pt.rel, nk=pt.nok.nm(), t=cx.time())
    else:
        n.ln("Delivered to {w} ({h}) for clinic administration {d}.", w=cx.ch(["infusion suite", "OPAT clinic"]),
             h=S(G.hospital(cx), "HOSPITAL"), d=cx.D(later(today, 1), cx.ch(["md", "wk"])))
    if cx.p(0.3):
        n.ln("Note: {x}", x=cx.ch(["dose changed per pharmacist {p} after level - new Rx supersedes previous".replace("{p}", "") ,
                                   "pt requested fewer devices per delivery", "substituted manufacturer due to shortage"]))


def telephone(n, cx, today):
    pt = G.Patient(cx, today)
    cs = C.case(cx)
    reg = cs.reg
    st = G.Staff(cx, cx.ch(["rn", "rn", "ph", "dr", "np"]))
    dr = G.Staff(cx, "dr")
    fam = cx.p(0.45)
    caller = [pt.rel, " ", pt.nok.nm(cx.ch(["full", "first"]))] if fam else ["patient"]
    hdr = cx.r.randrange(3)
    if hdr == 0:
        n.ln("TELEPHONE ENCOUNTER")
        n.ln("{nm}  {m}  DOB {dob}", nm=pt.S(cx.ch(["LF", "lf"])), m=mrn_frag(cx, pt), dob=cx.D(pt.dob))
        n.ln("Date/time: {d} {t}   Direction: {x}", d=cx.D(today), t=cx.time(), x=cx.ch(["incoming", "outgoing", "returned call"]))
    elif hdr == 1:
        n.ln(cx.ch(["OPAT on-call phone log", "After-hours call - OPAT/Home Infusion", "Phone note (OPAT nurse line)"]))
        label_block(n, cx, pt, today, cx.ch([1, 3, 4]))
        n.ln("Call received {d} at {t}", d=cx.D(today, cx.ch(["wkcomma", cx.dstyle, "long"])), t=cx.time())
    else:
        n.ln("Encounter: Telephone  |  {d}  |  {t}", d=cx.D(today), t=cx.time())
        n.ln("Patient: {nm} ({a})   {lab} {m}   {al} {ac}", nm=pt.S(cx.ch(["full", "fmi"])), a=cx.agesex(pt.age, pt.sex),
             lab=id_label(cx, "mrn"), m=S(pt.mrn, "MRN"), al=id_label(cx, "acct"), ac=S(pt.acct, "ACCOUNT"))
    n.ln("Caller: {c}   Callback: {p}", c=caller, p=S(pt.nok_phone if fam else cx.ch([pt.phone, pt.mobile]), "PHONE"))
    n.ln("Therapy: {r} for {i}", r="%s %s %s" % reg[:3], i=cs.ind)
    n.ln()
    topics = cx.sample(list(range(8)), cx.ch([1, 1, 2, 2, 3]))
    cx.r.shuffle(topics)
    for ti, topic in enumerate(topics):
        if ti:
            n.ln()
            n.ln("Also: {t}", t=cx.ch(["pt asked about the following", "second issue raised", "while on the phone"]))
        if topic == 0:
            n.ln("Reason: pump alarm.")
            n.ln("{c} reports the pump has been beeping 'occlusion downstream' on and off since {t}. "
                 "Talked through: check clamps open, arm straight, no kinks. Pt's {x}.", c=caller[0].capitalize() if not fam else pt.nok.nm("first"),
                 t=cx.time(), x=cx.ch(["clamp was closed - now running", "tubing kinked under sleeve - resolved",
                                       "alarm persists - RN visit arranged tonight"]))
        elif topic == 1:
            n.ln("Reason: fever.")
            n.ln("Temp {t} at home, shivers after the dose. Advised to attend {w} for bloods/cultures; do not disconnect line.",
                 t="%.1f" % cx.r.uniform(37.9, 39.4), w=cx.ch(["ED", "OPAT clinic this afternoon", "urgent care"]))
        elif topic == 2:
            n.ln("Reason: delivery query.")
            n.ln("Next week's supply not arrived. Spoke with {p} ({ph}) - courier delayed, ETA {d} before {t}.",
                 p=S(G.provider(cx), "HOSPITAL"), ph=S(cx.phone(False), "PHONE"), d=cx.D(later(today, 1), cx.ch(["wk", "md", "wkfull"])),
                 t=cx.time())
        elif topic == 3:
            n.ln("Reason: results.")
            n.ln("Informed pt of bloods from {d}: CRP {c}, {x}. Continue as planned.", d=cx.D(ago(today, cx.ri(1, 3)), cx.ch(["md", "wk"])),
                 c=cx.ri(3, 60), x=cx.ch(["renal fn stable", "LFTs normal", "CK normal", ["neutrophils 1.1 - repeat ", (cx.ch(["Monday", "Mon", "Thursday"]), "DATE")]]))
        elif topic == 4:
            n.ln("Reason: travel / holiday.")
            n.ln("Pt asking to go away over {h} to visit family in {c}. Discussed; not possible while on {kind}. "
                 "Could consider after end date {e}.", h=S(cx.ch(G.P.HOLIDAYS[cx.c]), "DATE"), kind="continuous infusion" if "24 h" in reg[2] else "daily IV therapy",
                 c=cx.ch([S(G.Addr(cx).city, "CITY"), S(cx.ch(G.P.COUNTRIES), "COUNTRY")]), e=cx.D(later(today, cx.ri(5, 25)), "md"))
        elif topic == 5:
            n.ln("Reason: parking / transport.")
            n.ln("Requests disabled parking at OPAT clinic for daily visits. Vehicle reg {v} added to permit list (valid to {d}).",
                 v=S(cx.plate(), "VEHICLE"), d=cx.D(later(today, cx.ri(7, 30)), "md"))
        elif topic == 6:
            n.ln("Reason: interpreter call.")
            n.ln("Via phone interpreter ({l}, interpreter ID {i}). Pt reports rash on chest since {d}; no lip swelling or SOB. "
                 "Photo requested via portal {u}.", l=cx.ch(G.P.LANGS), i=S(cx.digits(5), "IDNUM"), d=cx.Dx(ago(today, cx.ri(1, 2))),
                 u=S(cx.url(), "URL"))
        else:
            n.ln("Reason: dressing came off.")
            n.ln("PICC dressing lifted in shower. Advised cover with clean dressing, don't remove line; nurse visit moved forward to {d}.",
                 d=cx.D(later(today, cx.ri(0, 1)), cx.ch(["wk", "md", "wkfull"])))
    if cx.p(0.4):
        n.ln('Quote: "{q}"', q=cx.ch(["the ball hasn't gone down since last night", "my arm feels tight around the line",
                                      "I just feel rotten", "can I have a shower with it", "the nurse didn't turn up"]))
    n.ln()
    n.ln("Disposition: {d}", d=cx.ch(["advice given, pt verbalised understanding", "RN home visit arranged", "sent to ED",
                                       "routed to PA on call" if cx.us else "discussed with ID registrar on call",
                                       ["routed to ", dr.dr(), " for review"], "no further action"]))
    if cx.p(0.4):
        n.ln("Routed to: {r}", r=cx.ch([dr.dr(full=True), ["OPAT nurse pool (", S(cx.email(team="opat.nurses"), "EMAIL"), ")"],
                                         G.Staff(cx, "ph").sig()]))
    esign(n, cx, st, today)
    if cx.p(0.5):
        n.ln()
        st2 = G.Staff(cx, cx.ch(["rn", "dr", "ph"]))
        n.ln("ADDENDUM {d} {t} - {s}: {x}", d=cx.D(later(today, 1), cx.ch(["md", "short", cx.dstyle])), t=cx.time(),
             s=st2.sig(), x=cx.ch(["follow-up call made, issue resolved.", "no answer x2; message left on " ,
                                   "RN visit completed - see visit note.", "pt attended clinic, reviewed.",
                                   "reviewed - agree with advice given."]))
