"""Genres: telephone advice log; appointment and payment correspondence."""
import pools as P
import gen as G
import clin as C

INTL = {"Kenya": "+254 20 555 ", "Tanzania": "+255 22 555 ", "India": "+91 22 555 ", "Thailand": "+66 2 555 ",
        "Peru": "+51 1 555 ", "Nepal": "+977 1 555 ", "Ghana": "+233 30 555 ", "Vietnam": "+84 28 555 ",
        "Indonesia": "+62 361 555 ", "Brazil": "+55 92 555 "}

CALLS = [
    ("missed antimalarial doses", "Missed %d days of %s while in %s. Advised restart today, continue as prescribed incl. post-travel doses; seek malaria test if fever."),
    ("fever after return", "Fever %.1fC since yesterday, returned %s. Advised URGENT same-day malaria test - attend ED now and mention travel; do not wait for GP."),
    ("sore arm after vaccines", "Red, warm area 4 cm at injection site 24 h after %s. No systemic features. Advised cold compress, paracetamol; call back if spreading or fever."),
    ("animal bite abroad", "Bitten by dog yesterday in %s. Advised wash wound 15 min, seek rabies vaccine + RIG locally today; bring records for completion of course on return."),
    ("pregnancy and Zika", "%d weeks pregnant, planning trip to %s. Advised postpone travel to Zika risk area; discussed with Dr on call."),
    ("vaccine timing", "Flying in %d days - asked if vaccines still worthwhile. Advised yes for HepA/typhoid; rabies accelerated schedule possible."),
    ("lost ICVP", "Lost yellow fever certificate, travelling to %s next week. Advised duplicate can be issued from our register - booked."),
    ("diarrhoea while travelling", "Watery diarrhoea x%d/day for 2 days, no blood, afebrile. Advised ORS, loperamide, azithromycin only if fever/blood."),
]


def _entry(n, x, d, caller_is_pt, kind):
    r = x.r
    t = x.trip
    taker = r.choice([x.nurse, x.w.clin(r, x.c, "nurse")])
    n.f("{DATE=d} %02d:%02d  " % (r.randint(8, 19), r.randint(0, 59)), d=x.D(d, r.choice(["dmy" if not x.mdy() else "mdy", x.sty])))
    n.f("Taken by: {DOCTOR=t} ({USERNAME=u})\n", t=taker.init() if r.random() < 0.5 else taker.full(), u=taker.user)
    if caller_is_pt:
        n.t("Caller: patient")
    else:
        f = x.family()
        n.f("Caller: %s {FAMILY=f}" % r.choice(["wife", "husband", "mother", "father", "partner", "daughter", "son"]), f=f.full() if r.random() < 0.5 else f.first)
    lg = t.legs[0]
    if kind in (0, 3, 7) and lg.country in INTL and r.random() < 0.7:
        n.f(" - calling from abroad on {PHONE=p}", p=INTL[lg.country] + G.digits(r, 4))
    else:
        n.f(" - call back {PHONE=p}", p=x.mob if r.random() < 0.7 else x.tel)
    n.t("\nReason: %s\n" % CALLS[kind][0])
    txt = CALLS[kind][1]
    n.t("Details: ")
    if kind == 0:
        reg = C.mal_regimen(x)
        a, b = txt.split("%s while in %s")
        n.t(a % r.randint(1, 4) + reg["drug"].split(" ")[0].lower() + " while in ").seq(x.dest_pieces(lg)).t(b)
    elif kind == 1:
        a, b = txt.split("returned %s")
        n.t(a % round(r.uniform(38.1, 39.8), 1) + "returned from ").seq(x.dest_pieces(t.legs[-1], 2)).f(" on {DATE=d}", d=x.Ds(t.ret)).t(b)
        n.f(" ED at {HOSPITAL=h} alerted.", h=x.hosp.name) if r.random() < 0.5 else None
    elif kind == 2:
        n.t(txt % C.VAC[r.choice(["HAV", "TYP", "TD", "RAB", "HBV"])][1])
    elif kind == 3:
        a, b = txt.split("%s.")
        n.t(a).seq(x.dest_pieces(lg)).t("." + b)
    elif kind == 4:
        a, b = txt.split("trip to %s.")
        n.t(a % r.randint(6, 30) + "trip to ").seq(x.dest_pieces(lg, 2)).t("." + b)
    elif kind == 6:
        a, b = txt.split("%s next")
        n.t(a).seq(x.dest_pieces(lg, 2)).t(" next" + b)
    elif kind == 5:
        n.t(txt % r.randint(2, 9))
    else:
        n.t(txt % r.randint(3, 8))
    n.t("\nOutcome: %s\n\n" % r.choice(["advice accepted", "appointment booked", "safety-net advice given; to call back if worse",
                                        "GP informed", "documented, no further action", "transferred to ID registrar"]))


def phone_log(n, x):
    r = x.r
    s = x.clinic
    n.t(r.choice(["TELEPHONE ADVICE LOG", "Telephone Encounter Record", "Travel Health Advice Line - Call Log", "PHONE ADVICE RECORD"]))
    n.f(" - {HOSPITAL=h}\n", h=s.name)
    if r.random() < 0.4:
        n.f("Advice line: {PHONE=p}  (Mon-Fri 08:30-17:00)\n", p=G.with_ext(r, s.phone) if r.random() < 0.4 else s.phone)
    n.f("Patient: {PATIENT=p}    DOB {DATE=b}    %s {MRN=m}\n" % x.mrn_lab, p=x.pt.LF() if r.random() < 0.5 else x.pt.full(), b=x.D(x.dob), m=x.mrn)
    if r.random() < 0.4:
        n.t("Address on file: ").seq(x.addr.pieces(r)).t("\n")
    t0 = x.trip
    n.t("Trip: ").seq(x.dest_list()).f("  {DATE=a} to {DATE=b}\n", a=x.Ds(t0.depart), b=x.Ds(t0.ret))
    if r.random() < 0.7:
        n.f("Last clinic visit: {DATE=d} - ", d=x.D(x.visit))
        n.t(", ".join(C.VAC[k][1] for k in C.plan(x)[:3]))
        if t0.risk("mal"):
            n.t("; %s supplied" % C.mal_regimen(x)["drug"])
        n.t("\n")
    if r.random() < 0.5:
        n.t("GP: ").seq(x.clin_ref(x.gp, 2)).f(", {HOSPITAL=g}\n", g=x.gp_site.name)
    if r.random() < 0.3:
        n.t("Flags: %s\n" % r.choice(["egg allergy", "needle phobia - prefers to lie down", "interpreter needed (Portuguese)", "immunosuppressed - no live vaccines", "hearing impaired - prefers text"]))
    n.t("-" * 50 + "\n")
    k = r.randint(1, 3)
    pool = [0, 1, 2, 3, 5, 6, 7]
    if x.pt.sex == "F" and 18 <= x.age <= 45:
        pool.append(4)
    kinds = r.sample(pool, k)
    t = x.trip
    dated = []
    for kind in kinds:
        if kind in (2, 4, 5, 6):
            d = G.add(t.depart, -r.randint(1, 9))
        elif kind in (0, 3, 7):
            d = G.add(t.depart, r.randint(1, max(1, t.days - 1)))
        else:
            d = G.add(t.ret, r.randint(2, 30))
        dated.append((d, kind))
    dated.sort()
    for d, kind in dated:
        _entry(n, x, d, r.random() < 0.65, kind)
    d = dated[-1][0]
    if r.random() < 0.35:
        n.f("Video follow-up {DATE=d}: connected via clinic telehealth portal, client IP {IPADDR=i}, ", d=x.D(d), i=G.ip(r))
        n.t("%d min, consent recorded. Rash photographed and reviewed - %s.\n" % (r.randint(6, 25), r.choice(["urticaria, non-urgent", "cellulitis unlikely", "consistent with vaccine reaction"])))
    if r.random() < 0.4:
        n.f("Advice sheet sent to {EMAIL=e}", e=x.email)
        n.f(" - see {URL=u}", u=s.url + r.choice(["/advice/fever-after-travel", "/malaria", "/leaflets/rabies"])) if r.random() < 0.6 else None
        n.t("\n")
    if r.random() < 0.4:
        n.t("Reviewed by ").seq(x.clin_ref(x.doc, r.choice([0, 2, 3]))).f(" {DATE=d}\n", d=x.Ds(d))


# ------------------------------------------------------------------ appointments & payment
def _email_hdr(n, x, subj):
    r = x.r
    s = x.clinic
    n.f("From: {HOSPITAL=h} <{EMAIL=e}>\n", h=s.name, e=s.email)
    n.f("To: {EMAIL=t}\n", t=x.email)
    n.f("Sent: {DATE=d} %02d:%02d\n" % (r.randint(7, 21), r.randint(0, 59)), d=x.D(x.visit, r.choice(["wd" if not x.mdy() else "wdus", x.sty])))
    n.t("Subject: %s" % subj)


def _confirm(n, x):
    r = x.r
    s = x.clinic
    ref = G.account(r)
    appt = G.add(x.visit, r.randint(2, 21))
    _email_hdr(n, x, "Your travel clinic appointment - ref ")
    n.p("ACCOUNT", ref).t("\n\n")
    n.f("Dear {PATIENT=f},\n\n", f=x.pt.first if r.random() < 0.6 else x.pt.full())
    n.t("Thank you for booking with us. Your appointment details:\n\n")
    n.f("  Date:      {DATE=d}\n", d=x.D(appt, "wd" if not x.mdy() else "wdus"))
    n.t("  Time:      %d:%s\n" % (r.randint(8, 17), r.choice(["00", "15", "30", "45"])))
    n.t("  With:      ").seq(x.clin_ref(x.nurse, r.choice([1, 4]))).t("\n")
    n.f("  Where:     {HOSPITAL=h}", h=s.name)
    if s.building:
        n.f(", {LOCATION_OTHER=b}", b=s.building)
    n.f(", room {LOCATION_OTHER=rm}\n             ", rm=str(r.randint(1, 20)))
    n.seq(x.site_addr(s, multi=False)).t("\n")
    n.t("  Booked for: ")
    people = [x.pt] + ([x.family()] if r.random() < 0.4 else [])
    for i, p in enumerate(people):
        n.t(" and " if i else "")
        n.p("PATIENT" if i == 0 else "FAMILY", p.full())
    n.t("\n  Travelling to: ").seq(x.dest_list()).f(", departing {DATE=d}\n\n", d=x.Ds(x.trip.depart))
    n.t("Before your visit please complete the health questionnaire at ")
    n.p("URL", s.url + r.choice(["/questionnaire?ref=", "/forms/pre-travel?id="]) + G.digits(r, 6)).t(" and bring any previous vaccination records.\n\n")
    if r.random() < 0.45:
        n.f("Parking: a free 2-hour permit has been registered for vehicle {VEHICLE=v}. Use the visitor bays behind {LOCATION_OTHER=b}.\n\n", v=G.plate(r, x.c), b=s.building or r.choice(P.BUILDINGS))
    if r.random() < 0.4:
        n.f("On arrival, check in at the kiosk using your palm-vein ID {BIOID=b} or booking reference.\n\n", b=G.bioid(r))
    n.t("Please bring:\n  - photo ID and your passport (for certificates)\n  - any previous vaccination records or your yellow card/ICVP\n  - a list of current medicines\n")
    if x.age < 18:
        par = x.family()
        n.f("  - a parent or guardian (we have %s {FAMILY=g} listed as guardian)\n" % r.choice(["Mrs", "Mr", "Ms"]), g=par.full())
    n.t("Please allow 30-45 minutes. If you have a fever on the day, call us before attending.\n\n")
    n.t("Estimated costs (per dose): consultation %s%d; " % (x.cur, r.choice([25, 30, 45, 60, 75])))
    ks = C.plan(x)[:3]
    n.t("; ".join("%s %s%d" % (C.VAC[k][1], x.cur, r.choice([38, 45, 55, 62, 70, 85, 95, 140])) for k in ks) + ".\n")
    n.t("Cancellations with less than 24 hours' notice incur a %s%d fee.\n\n" % (x.cur, r.choice([20, 25, 30])))
    n.f("To change your booking call {PHONE=p}", p=s.phone)
    n.f(" or log in to your account (username {USERNAME=u})", u=(x.pt.first[0] + x.pt.last).lower().replace("'", "") + G.digits(r, 2)) if r.random() < 0.4 else None
    n.t(".\n\nKind regards,\n").f("{DOCTOR=a}\nReception team, {HOSPITAL=h}\n", a=G.Person(r).full(), h=s.name)


def _invoice(n, x):
    r = x.r
    s = x.clinic
    n.f("{HOSPITAL=h}\n", h=s.name).seq(x.site_addr(s, multi=False)).f("\n{PHONE=p}  {EMAIL=e}\n", p=s.phone, e=s.email)
    if x.c in ("UK", "IE"):
        n.t("VAT exempt medical services\n")
    n.t("\n" + r.choice(["TAX INVOICE", "INVOICE / RECEIPT", "STATEMENT OF ACCOUNT", "RECEIPT"]) + "\n")
    n.f("Invoice no: {ACCOUNT=i}    Date: {DATE=d}\n", i=G.account(r), d=x.D(x.visit))
    n.f("Account no: {ACCOUNT=a}\n\n", a=G.account(r))
    n.f("Bill to: {PATIENT=p}\n", p=x.pt.fml())
    n.seq(x.addr.pieces(r, multi=True)).t("\n")
    n.f("Patient: {PATIENT=p}   %s {MRN=m}   Visit {ACCOUNT=v}\n" % x.mrn_lab, p=x.pt.LF(), m=x.mrn, v=G.account(r))
    if r.random() < 0.5:
        n.t("Seen by: ").seq(x.clin_ref(r.choice([x.nurse, x.doc]), 1)).t("\n")
    if x.c == "US" and r.random() < 0.5:
        n.f("DOB {DATE=b}   Guarantor SSN {SSN=s}\n", b=x.D(x.dob), s=x.ssn)
    n.t("\nDate        Item                                   Qty   Amount\n")
    total = 0
    items = [("Travel health consultation", r.choice([30, 45, 60, 85]))]
    for k in C.plan(x)[:r.randint(2, 5)]:
        items.append(("%s (%s)" % (C.VAC[k][1], C.brand(r, k, x.c)), r.choice([38, 45, 55, 65, 75, 95, 150, 210])))
    if r.random() < 0.5:
        items.append(("Malaria tablets - private prescription", r.choice([24, 36, 48, 72])))
    if r.random() < 0.3:
        items.append(("ICVP certificate", 15))
    code = C.CODES[x.c]
    isty = r.choice(["dmy", "dmy1", "dms"] if not x.mdy() else ["mdy", "mdy1", "mds"])
    for name, amt in items:
        n.f("{DATE=d}  ", d=x.D(x.visit, isty))
        n.t("%-38s  1   %s%d.00" % (name[:38], x.cur, amt))
        if x.c == "US" and r.random() < 0.5:
            n.t("  [%s]" % r.choice(code))
        n.t("\n")
        total += amt
    n.t("\nTOTAL %s%d.00\n" % (x.cur, total))
    pay = r.randint(0, 3)
    if pay == 0:
        n.f("Paid by %s card ending {ACCOUNT=c}, auth code %s, {DATE=d}\n" % (r.choice(["Visa", "Mastercard", "Amex", "debit"]), G.letters(r, 1) + G.digits(r, 5)), c=G.digits(r, 4), d=x.D(x.visit))
    elif pay == 1:
        n.f("Claim submitted to {ORGANIZATION=i}, %s {HEALTHPLAN=h}" % x.hp_lab, i=r.choice(P.ORGS_INSURER), h=x.hp)
        if r.random() < 0.5:
            n.f(", group no. {HEALTHPLAN=g}", g="GRP-" + G.digits(r, 6))
        n.t(". Balance after insurer payment will be billed.\n")
    elif pay == 2:
        n.f("Invoiced to employer: {ORGANIZATION=o}, PO ref {IDNUM=po}\n", o=x.employer, po="PO" + G.digits(r, 7))
    else:
        n.t("Outstanding - please pay within 30 days by bank transfer quoting the invoice number, or online at ")
        n.p("URL", s.url + "/pay").t(".\n")
    n.t("Thank you for choosing us for your travel health needs.\n")
    if r.random() < 0.5:
        n.f("Processed by {USERNAME=u}\n", u=G.Clin(r, x.c, "nurse").user)


def _sms_log(n, x):
    r = x.r
    s = x.clinic
    n.f("Patient communications - {PATIENT=p} (%s {MRN=m})\n" % x.mrn_lab, p=x.pt.full(), m=x.mrn)
    n.t("Channel    Sent                To                   Status\n")
    d = x.visit
    sends = r.randint(3, 6)
    for i in range(sends):
        ch = r.choice(["SMS", "SMS", "e-mail", "letter"])
        n.t("%-10s " % ch).f("{DATE=d} %02d:%02d  " % (r.randint(8, 18), r.randint(0, 59)), d=x.D(d, "dmy" if not x.mdy() else "mdy"))
        if ch == "SMS":
            n.p("PHONE", x.mob)
        elif ch == "e-mail":
            n.p("EMAIL", x.email)
        else:
            n.p("STREET", x.addr.street)
        n.t("  %s\n" % r.choice(["delivered", "delivered", "opened", "failed - retry", "posted"]))
        n.t("   \"")
        appt = G.add(d, r.randint(1, 10))
        msg = r.randint(0, 3)
        if msg == 0:
            n.f("Reminder: your %s dose is on {DATE=a} at %d:%s at {HOSPITAL=h}. Reply C to cancel." % (r.choice(["rabies", "Hep B", "JE", "Hep A booster"]), r.randint(9, 16), r.choice(["00", "30"])), a=x.Ds(appt), h=s.name)
        elif msg == 1:
            n.f("Your booking {ACCOUNT=b} is confirmed. Complete your form: {URL=u}", b=G.account(r), u=s.url + "/f/" + G.digits(r, 5))
        elif msg == 2:
            n.f("We missed you today. Please call {PHONE=p} to rebook - your course must be completed before travel.", p=s.phone)
        else:
            n.f("Payment of %s%d received, thank you. Receipt {ACCOUNT=rc}." % (x.cur, r.choice([45, 90, 135, 180])), rc=G.account(r))
        n.t("\"\n")
        d = G.add(d, r.randint(1, 9))
    if r.random() < 0.5:
        n.f("Portal login history: user {USERNAME=u}, last login {DATE=d} %02d:%02d from {IPADDR=i}\n" % (r.randint(0, 23), r.randint(0, 59)),
            u=(x.pt.first + "." + x.pt.last).lower().replace("'", ""), d=x.D(d), i=G.ip(r))


def _refund_letter(n, x):
    r = x.r
    s = x.clinic
    n.f("{HOSPITAL=h}\n", h=s.name).seq(x.site_addr(s, multi=True)).f("\n{PHONE=p}\n\n{DATE=d}\n\n", p=s.phone, d=x.D(x.visit, "long" if not x.mdy() else "longus"))
    n.f("%s {PATIENT=p}\n" % x.ttl(), p=x.pt.full()).seq(x.addr.pieces(r, multi=True)).t("\n\n")
    n.f("Dear %s {PATIENT=l},\n\n" % x.ttl(), l=x.pt.last)
    ref = G.account(r)
    n.f("Re: cancelled trip - refund request, account {ACCOUNT=a}\n\n", a=ref)
    n.f("Thank you for your letter of {DATE=d} explaining that your trip to ", d=x.Ds(G.add(x.visit, -r.randint(3, 20))))
    n.seq(x.dest_list()).t(" has been cancelled %s.\n\n" % r.choice(["due to a family bereavement", "because of a travel advisory", "on medical advice", "by your employer"]))
    n.t("Vaccines already administered cannot be refunded, but remain valid: %s. " % ", ".join(C.VAC[k][1] for k in C.plan(x)[:2]))
    amt = r.choice([35, 60, 85, 120])
    n.f("We have refunded %s%d for the unused %s to the card ending {ACCOUNT=c}; please allow 5-10 working days.\n\n" % (x.cur, amt, r.choice(["rabies doses", "malaria tablets", "second appointment"])), c=G.digits(r, 4))
    n.t("For insurance purposes, a cancellation certificate is enclosed")
    if r.random() < 0.6:
        n.f(" for your insurer, {ORGANIZATION=i} (policy {HEALTHPLAN=h})", i=r.choice(P.ORGS_INSURER), h=G.travel_policy(r))
    n.t(".\n\nYours sincerely,\n\n")
    mgr = G.Person(r)
    n.f("{DOCTOR=m}\nPractice Manager\n", m=mgr.full())


def appt_payment(n, x):
    [_confirm, _confirm, _invoice, _invoice, _sms_log, _refund_letter][x.r.randint(0, 5)](n, x)
