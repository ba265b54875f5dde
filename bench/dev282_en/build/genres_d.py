"""Genres (author's own additions): cold-chain excursion / quarantine record,
aseptic unit shift handover, ambulatory infusor fill & pump record."""
import blocks as B
import clinical as C
import phi
import pools_places as PL

CAUSES = ["door left ajar after AM stock check", "power interruption (generator changeover test)", "compressor fault - engineer called",
          "defrost cycle overrun", "fridge overloaded, airflow blocked", "probe displaced from glycol bottle", "BMS comms loss - true temp unknown"]


def cold_chain(c):
    r = c.rng
    qa = c.staff("pharmacist", "qa")
    finder = c.staff(r.choice(["technician", "porter", "nurse"]), "find")
    ref = c.idn("quarantine")
    loc = r.choice(["ASU finished-product fridge", "ward drug fridge", "dispatch cool box", "trials fridge", "PN cold room"])
    c.ln("{t}", t=r.choice(["TEMPERATURE EXCURSION / PRODUCT QUARANTINE RECORD", "Cold chain excursion report", "FRIDGE TEMPERATURE DEVIATION",
                            "Temperature excursion - patient-specific products"]))
    c.ln("Ref: {r}   {h}", r=ref, h=c.hosp())
    c.ln(c.sep())
    where = [loc]
    if loc == "ward drug fridge":
        where = [c.ward(), " drug fridge"]
    c.ln("Equipment: {w} {n}  SN {sn}   Logger {lg}", w=where, n=f"(Fridge {r.randrange(1, 12)})", sn=c.dev("fridge"), lg=c.dev("logger"))
    if c.chance(0.5):
        c.ln("BMS alarm panel {ip} - alert e-mailed to {e}", ip=c.ip(), e=c.email())
    t0 = c.time(0, 23)
    c.ln("Detected: {d} {t} by {n} ({how})", d=c.D(), t=c.time(6, 10), n=c.S(finder, r.choice(["full", "role_full", "init_last"])),
         how=r.choice(["morning min/max check", "BMS alarm", "audible alarm", "logger download", "ward called pharmacy"]))
    c.ln("Excursion: max {mx} degC, duration {dur} min (from {t0}); min {mn} degC", mx=f"{r.uniform(8.3, 17.5):.1f}", dur=str(r.randrange(12, 300)),
         t0=t0, mn=f"{r.uniform(1.0, 4.0):.1f}")
    c.ln("Probable cause: {x}", x=r.choice(CAUSES))
    c.ln("")
    c.ln("Products affected:")
    n = r.randrange(2, 7)
    for i in range(n):
        pt = c.pt if i == 0 else c.other_patient()
        reg = C.regimen(r, pt)
        Lx = r.choice(reg["lines"])
        dec = r.choice(["USE - within stability data", "DISCARD", "USE (QA approved)", "DISCARD - remake requested", "QUARANTINE pending sponsor" if c.chance(0.3) else "USE"])
        c.ln(" {b} | {p} | {n} | {id} | due {d} | {dec}", b=c.idn("batch"), p=f"{Lx['drug']} {Lx['band']} {Lx['unit']}",
             n=c.P(r.choice(["LAST_FIRST", "initials", "full", "last_init"]), pt=pt), id=c.mrn(pt), d=c.Dshort(r.randrange(0, 3)), dec=dec)
    if c.chance(0.3):
        c.ln(" + stock: {d} vials (lot {l}, exp {e}) - {dec}", d=r.choice(["pembrolizumab 100 mg", "trastuzumab 150 mg", "bortezomib 3.5 mg", "rituximab 500 mg"]),
             l=phi.stock_lot(r), e=phi.stock_expiry(r, c.when), dec=r.choice(["use", "discard", "return to wholesaler for credit"]))
    c.ln("")
    c.ln("Stability assessment: {x}", x=r.choice(["manufacturer data supports up to 25 degC for 24 h cumulative - excursion within limits.",
                                                   "no data above 8 degC for biosimilar - discard.", "SPS stability monograph consulted; mAbs tolerate short excursions - release.",
                                                   "product already past 50% of shelf life - discard as precaution."]))
    c.ln("Prescribers/wards informed: {d} ({w}) at {t}", d=c.S(c.staff("doctor", "reg"), r.choice(["dr_last", "full"])), w=c.ward(), t=c.time())
    if c.chance(0.35):
        c.ln("Remakes: {b1} and {b2} issued {d}. Pt {n} moved to PM chair ({rm}).", b1=c.idn("batch"), b2=c.idn("batch"), d=c.D(), n=c.P("title_last"),
             rm=list(c.room()))
    if c.chance(0.3):
        c.ln("Engineer visit booked via {org}; asset {a}.", org=r.choice(["Estates helpdesk", "Medical Engineering", "the service contract"]), a=c.dev("asset"))
    if c.chance(0.25):
        c.ln("Sponsor notified for trial stock ({s}) - {m} at {cro}, {e}", s=["kit ", c.idn("kit")], m=c.S(c.staff("monitor", "cra"), "full"),
             cro=c.org(PL.CROS), e=c.email(c.staff("monitor", "cra")))
    B.sig(c, qa, r.choice(["QA decision", "Assessed by", "Reviewed by"]), with_lic=c.chance(0.3))


def shift_handover(c):
    r = c.rng
    a, b = c.staff("pharmacist", "a"), c.staff("technician", "b")
    c.ln("{t} - {d} - {s}", t=r.choice(["ASU HANDOVER", "Aseptic unit handover", "CYTO UNIT SHIFT HANDOVER", "IV room shift report" if c.country == "US" else "ASU end of session"]),
         d=c.D(), s=r.choice(["AM > PM", "PM > late", "weekend on-call", "Bank holiday cover"]))
    c.ln("On: {x}", x=sum([c.S(c.staff(r.choice(["technician", "pharmacist"]), f"on{i}"), r.choice(["first", "initials", "full"])) + [", "] for i in range(r.randrange(2, 5))], [])[:-1])
    c.ln("")
    iso = r.sample(C.ISOLATORS[:6], 3)
    c.ln("EQUIPMENT")
    c.ln("- {i1} OK.  {i2}: glove port {g} split - changed {t}, leak test pass.  {i3}: {st}", i1=iso[0], i2=iso[1], g=str(r.randrange(1, 5)), t=c.time(),
         i3=iso[2], st=r.choice(["out of service", "sporicidal clean due", "OK", "gassing overnight"]))
    if c.chance(0.5):
        c.ln("- {cm} SN {sn}: calibration check {x}", cm=r.choice(C.COMPOUNDERS), sn=c.dev("compounder"), x=r.choice(["passed", "failed on line 4 - PN moved to manual", "due next week"]))
    c.ln("")
    booked, out_n, def_n = r.randrange(25, 90), r.randrange(1, 8), r.randrange(0, 5)
    c.ln("WORKLOAD: {a} booked / {b} made / {o} outstanding / {df} deferred", a=str(booked), b=str(booked - out_n - def_n), o=str(out_n), df=str(def_n))
    c.ln("Outstanding:")
    for i in range(min(out_n, 5)):
        pt = c.pt if i == 0 else c.other_patient()
        reg = C.regimen(r, pt)
        Lx = r.choice(reg["lines"])
        why = r.choice([["waiting on bloods (due ", c.time(12, 16), ")"], ["dose query with ", c.S(c.staff("doctor", f"d{r.randrange(3)}"), "dr_last")],
                        "clinical screen not done", ["pt arriving late - chair ", (str(r.randrange(1, 20)), "LOCATION_OTHER")], "vial shortage - sourcing from sister site",
                        ["outsourced - ", c.compounder(), " ETA ", c.time(13, 17)]])
        c.ln("  * {n} ({id}) {d} {dose} {u} - {w}", n=c.P(r.choice(["full", "initials", "last_first", "title_last", "first"]), pt=pt), id=c.mrn(pt),
             d=Lx["drug"], dose=Lx["band"], u=Lx["unit"], w=why)
    if c.chance(0.7):
        c.ln("Deferred to {d}:", d=c.Dshort(1))
        for _ in range(r.randrange(1, 3)):
            pt = c.other_patient()
            c.ln("  * {n} - {w}", n=c.P(r.choice(["full", "initials", "LAST_FIRST"]), pt=pt), w=r.choice(["neut 0.8", "pt unwell, ED attendance", "CT delayed", "consent not signed", "plt 61"]))
    c.ln("")
    c.ln("ISSUES")
    iss = [["- ", c.S(c.staff("doctor", "cons"), "dr_last"), " rang re ", c.P("title_last"), " - wants dose brought forward to ", c.Dshort(1), "; told needs new Rx."],
           ["- Courier (", c.org(PL.COURIERS), ") late again, van ", c.veh(), " arrived ", c.time(11, 15), ". Logged with procurement."],
           ["- Trial pt ", c.idn("subject"), " IMP prep must start by ", c.time(9, 12), " (4 h stability)."],
           ["- Label printer at ", c.ip(), " jammed x2, IT ticket raised."],
           ["- ", c.S(b, "first"), " completed broth fill validation; cert on file."],
           ["- Spill in hatch ", r.choice(["1", "2"]), " - see incident ", c.idn("incident"), "."],
           ["- Ward ", c.ward(), " asked for chemo to be delivered to ", c.building(), " (ward move)."],
           ["- Pt ", c.P("full"), "'s ", c.pt.nok_rel, " called switchboard (", (c.pt.nok_phone, "PHONE"), ") asking about pump disconnection - passed to CNS."],
           "- Generic oxaliplatin vial caps splitting on PhaSeal spikes - 3 in one session; lot retained, supplier informed.",
           "- EM plates: 1 CFU on settle plate Iso 2 (Grade A action limit 1) - investigation started."]
    for x in r.sample(iss, r.randrange(2, 5)):
        c.ln("{x}", x=x)
    c.ln("")
    c.ln("Handed over by {a} to {b} at {t}", a=c.S(a, r.choice(["full", "first", "initials"])), b=c.S(b, r.choice(["full", "first", "initials"])), t=c.time(12, 19))
    if c.chance(0.3):
        c.ln("On-call pharmacist tonight: {n}, via switchboard {p} / mobile {m}", n=c.S(c.staff("pharmacist", "oc"), "full"), p=(c.site.phone, "PHONE"), m=c.phone("mobile"))


def infusor_fill(c):
    r = c.rng
    op, chk = c.staff("technician", "op"), c.staff("technician", "chk")
    ph = c.staff("pharmacist")
    dose = r.choice([2400, 2800, 2000, 3000]) * round(c.pt.height * c.pt.weight / 3600, 2) ** 0.5
    dose = int(round(dose / 50) * 50)
    inf = r.choice(C.INFUSORS + C.AMB_PUMPS)
    elast = inf in C.INFUSORS
    c.ln("{t}", t=r.choice(["AMBULATORY INFUSION DEVICE - FILL RECORD", "Infusor fill & release record", "5-FU pump fill worksheet", "Elastomeric device fill log"]))
    c.ln("{h}", h=[c.hosp(), r.choice(["", " Aseptic Unit", " - Chemo Suite"])])
    c.ln(c.sep())
    B.pt_header(c, layout=r.randrange(5), with_plan=False)
    c.ln("Regimen: {x}   Cycle {n}", x=r.choice(["FOLFOX", "FOLFIRI", "Modified de Gramont", "FOLFIRINOX", "5-FU/cisplatin (H&N)"]), n=str(r.randrange(1, 13)))
    c.ln("Fluorouracil {d} mg over 46 h  ->  {v} mL at 50 mg/mL + NaCl 0.9% to {tv} mL", d=str(dose), v=f"{dose / 50:.1f}", tv=str(r.choice([230, 240, 270])))
    c.ln("Device: {i}{s}", i=inf, s=["  SN ", c.dev("pump")] if not elast else ["  lot ", phi.stock_lot(r), " (single use)"])
    if not elast:
        c.ln("Cassette/reservoir lot {l}; program: {p} mL/h, KVO off, bolus disabled; lock level {k}", l=phi.stock_lot(r), p=f"{r.uniform(4.5, 5.5):.2f}", k=str(r.randrange(1, 3)))
    c.ln("Fill: {a} {t}   Check: {b}   Wt full {wf} g / empty {we} g", a=c.S(op, r.choice(["initials", "full"])), t=c.time(8, 12),
         b=c.S(chk, "initials"), wf=str(r.randrange(270, 330)), we=str(r.randrange(40, 75)))
    c.ln("Batch {b}   Expiry {d} {t}", b=c.idn("batch"), d=c.D(r.choice([1, 3, 7, 14])), t=c.time())
    c.ln("Release: {p}  {d}", p=c.S(ph, r.choice(["full_cred", "full", "init_last"])), d=c.D())
    c.ln("")
    c.ln("Connection: {w} {d}; disconnection booked {d2} {t} ({where})", w=c.ward(), d=c.D(), d2=c.Dshort(2), t=c.time(9, 16),
         where=r.choice(["day unit", "district nurse at home", "GP practice nurse", ["satellite clinic ", c.other_hosp()]]))
    if c.chance(0.5):
        c.ln("Pt counselled: flow restrictor against skin, keep at body temp, bag in pouch overnight. Emergency line {p}.", p=c.phone("land"))
    if c.chance(0.4):
        c.ln("District nurse team: {dn} / {p} - disconnection at {a}", dn=c.S(c.staff("nurse", "dn"), "full"), p=c.phone("land"), a=c.addr(sep=", ", with_country=False))
    if c.chance(0.3):
        c.ln("Note: pt works as a {j} - advised not to drive while connected if pump straps interfere; {rel} {f} to drive to appts.",
             j=(c.pt.job, "PROFESSION"), rel=c.pt.nok_rel, f=c.F(style="first"))
    if c.chance(0.25):
        c.ln("Previous device {sn} returned {d} with {v} mL residual - reported to {sys}.", sn=c.dev("pump"), d=c.D(-14), v=str(r.randrange(2, 40)),
             sys={"UK": "MHRA Yellow Card", "AU": "TGA", "US": "FDA MedWatch", "CA": "Health Canada", "IE": "HPRA"}[c.country])
